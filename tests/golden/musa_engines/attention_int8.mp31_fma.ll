; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #2

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #2

; Function Attrs: nounwind
define cc 102 void @attention_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = shl nsw i64 %8, 4
  %12 = and i64 %11, 48
  %13 = lshr i64 %11, 6
  %14 = trunc i64 %13 to i32
  %15 = add i32 %10, %14
  %16 = shl i32 %15, 6
  %17 = sext i32 %16 to i64
  %18 = getelementptr i8, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr i8, ptr addrspace(1) %18, i64 %12
  %20 = load i8, ptr addrspace(1) %19, align 16
  %21 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 1
  %22 = load i8, ptr addrspace(1) %21, align 1
  %23 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 2
  %24 = load i8, ptr addrspace(1) %23, align 2
  %25 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 3
  %26 = load i8, ptr addrspace(1) %25, align 1
  %27 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 4
  %28 = load i8, ptr addrspace(1) %27, align 4
  %29 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 5
  %30 = load i8, ptr addrspace(1) %29, align 1
  %31 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 6
  %32 = load i8, ptr addrspace(1) %31, align 2
  %33 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 7
  %34 = load i8, ptr addrspace(1) %33, align 1
  %35 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 8
  %36 = load i8, ptr addrspace(1) %35, align 8
  %37 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 9
  %38 = load i8, ptr addrspace(1) %37, align 1
  %39 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 10
  %40 = load i8, ptr addrspace(1) %39, align 2
  %41 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 11
  %42 = load i8, ptr addrspace(1) %41, align 1
  %43 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 12
  %44 = load i8, ptr addrspace(1) %43, align 4
  %45 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 13
  %46 = load i8, ptr addrspace(1) %45, align 1
  %47 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 14
  %48 = load i8, ptr addrspace(1) %47, align 2
  %49 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 15
  %50 = load i8, ptr addrspace(1) %49, align 1
  %51 = add nsw i64 %11, 2048
  %52 = lshr i64 %51, 6
  %53 = trunc i64 %52 to i32
  %54 = add i32 %10, %53
  %55 = shl i32 %54, 6
  %56 = sext i32 %55 to i64
  %57 = getelementptr i8, ptr addrspace(1) %0, i64 %56
  %58 = getelementptr i8, ptr addrspace(1) %57, i64 %12
  %59 = load i8, ptr addrspace(1) %58, align 16
  %60 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 1
  %61 = load i8, ptr addrspace(1) %60, align 1
  %62 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 2
  %63 = load i8, ptr addrspace(1) %62, align 2
  %64 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 3
  %65 = load i8, ptr addrspace(1) %64, align 1
  %66 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 4
  %67 = load i8, ptr addrspace(1) %66, align 4
  %68 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 5
  %69 = load i8, ptr addrspace(1) %68, align 1
  %70 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 6
  %71 = load i8, ptr addrspace(1) %70, align 2
  %72 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 7
  %73 = load i8, ptr addrspace(1) %72, align 1
  %74 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 8
  %75 = load i8, ptr addrspace(1) %74, align 8
  %76 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 9
  %77 = load i8, ptr addrspace(1) %76, align 1
  %78 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 10
  %79 = load i8, ptr addrspace(1) %78, align 2
  %80 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 11
  %81 = load i8, ptr addrspace(1) %80, align 1
  %82 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 12
  %83 = load i8, ptr addrspace(1) %82, align 4
  %84 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 13
  %85 = load i8, ptr addrspace(1) %84, align 1
  %86 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 14
  %87 = load i8, ptr addrspace(1) %86, align 2
  %88 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 15
  %89 = load i8, ptr addrspace(1) %88, align 1
  %90 = icmp sgt i32 %5, 0
  %91 = or i64 %12, 1
  %92 = or i64 %12, 2
  %93 = or i64 %12, 3
  %94 = or i64 %12, 4
  %95 = or i64 %12, 5
  %96 = or i64 %12, 6
  %97 = or i64 %12, 7
  %98 = or i64 %12, 8
  %99 = or i64 %12, 9
  %100 = or i64 %12, 10
  %101 = or i64 %12, 11
  %102 = or i64 %12, 12
  %103 = or i64 %12, 13
  %104 = or i64 %12, 14
  %105 = or i64 %12, 15
  %106 = and i64 %11, -64
  %107 = trunc i64 %11 to i32
  %108 = getelementptr float, ptr addrspace(3) @global_smem, i32 %107
  store float 0.000000e+00, ptr addrspace(3) %108, align 16
  %109 = or i64 %91, %106
  %110 = trunc i64 %109 to i32
  %111 = getelementptr float, ptr addrspace(3) @global_smem, i32 %110
  store float 0.000000e+00, ptr addrspace(3) %111, align 4
  %112 = or i64 %92, %106
  %113 = trunc i64 %112 to i32
  %114 = getelementptr float, ptr addrspace(3) @global_smem, i32 %113
  store float 0.000000e+00, ptr addrspace(3) %114, align 8
  %115 = or i64 %93, %106
  %116 = trunc i64 %115 to i32
  %117 = getelementptr float, ptr addrspace(3) @global_smem, i32 %116
  store float 0.000000e+00, ptr addrspace(3) %117, align 4
  %118 = or i64 %94, %106
  %119 = trunc i64 %118 to i32
  %120 = getelementptr float, ptr addrspace(3) @global_smem, i32 %119
  store float 0.000000e+00, ptr addrspace(3) %120, align 16
  %121 = or i64 %95, %106
  %122 = trunc i64 %121 to i32
  %123 = getelementptr float, ptr addrspace(3) @global_smem, i32 %122
  store float 0.000000e+00, ptr addrspace(3) %123, align 4
  %124 = or i64 %96, %106
  %125 = trunc i64 %124 to i32
  %126 = getelementptr float, ptr addrspace(3) @global_smem, i32 %125
  store float 0.000000e+00, ptr addrspace(3) %126, align 8
  %127 = or i64 %97, %106
  %128 = trunc i64 %127 to i32
  %129 = getelementptr float, ptr addrspace(3) @global_smem, i32 %128
  store float 0.000000e+00, ptr addrspace(3) %129, align 4
  %130 = or i64 %98, %106
  %131 = trunc i64 %130 to i32
  %132 = getelementptr float, ptr addrspace(3) @global_smem, i32 %131
  store float 0.000000e+00, ptr addrspace(3) %132, align 16
  %133 = or i64 %99, %106
  %134 = trunc i64 %133 to i32
  %135 = getelementptr float, ptr addrspace(3) @global_smem, i32 %134
  store float 0.000000e+00, ptr addrspace(3) %135, align 4
  %136 = or i64 %100, %106
  %137 = trunc i64 %136 to i32
  %138 = getelementptr float, ptr addrspace(3) @global_smem, i32 %137
  store float 0.000000e+00, ptr addrspace(3) %138, align 8
  %139 = or i64 %101, %106
  %140 = trunc i64 %139 to i32
  %141 = getelementptr float, ptr addrspace(3) @global_smem, i32 %140
  store float 0.000000e+00, ptr addrspace(3) %141, align 4
  %142 = or i64 %102, %106
  %143 = trunc i64 %142 to i32
  %144 = getelementptr float, ptr addrspace(3) @global_smem, i32 %143
  store float 0.000000e+00, ptr addrspace(3) %144, align 16
  %145 = or i64 %103, %106
  %146 = trunc i64 %145 to i32
  %147 = getelementptr float, ptr addrspace(3) @global_smem, i32 %146
  store float 0.000000e+00, ptr addrspace(3) %147, align 4
  %148 = or i64 %104, %106
  %149 = trunc i64 %148 to i32
  %150 = getelementptr float, ptr addrspace(3) @global_smem, i32 %149
  store float 0.000000e+00, ptr addrspace(3) %150, align 8
  %151 = or i64 %105, %106
  %152 = trunc i64 %151 to i32
  %153 = getelementptr float, ptr addrspace(3) @global_smem, i32 %152
  store float 0.000000e+00, ptr addrspace(3) %153, align 4
  %154 = and i64 %51, -64
  %155 = or i64 %154, %12
  %156 = trunc i64 %155 to i32
  %157 = getelementptr float, ptr addrspace(3) @global_smem, i32 %156
  store float 0.000000e+00, ptr addrspace(3) %157, align 16
  %158 = or i32 %156, 1
  %159 = getelementptr float, ptr addrspace(3) @global_smem, i32 %158
  store float 0.000000e+00, ptr addrspace(3) %159, align 4
  %160 = or i32 %156, 2
  %161 = getelementptr float, ptr addrspace(3) @global_smem, i32 %160
  store float 0.000000e+00, ptr addrspace(3) %161, align 8
  %162 = or i32 %156, 3
  %163 = getelementptr float, ptr addrspace(3) @global_smem, i32 %162
  store float 0.000000e+00, ptr addrspace(3) %163, align 4
  %164 = or i32 %156, 4
  %165 = getelementptr float, ptr addrspace(3) @global_smem, i32 %164
  store float 0.000000e+00, ptr addrspace(3) %165, align 16
  %166 = or i32 %156, 5
  %167 = getelementptr float, ptr addrspace(3) @global_smem, i32 %166
  store float 0.000000e+00, ptr addrspace(3) %167, align 4
  %168 = or i32 %156, 6
  %169 = getelementptr float, ptr addrspace(3) @global_smem, i32 %168
  store float 0.000000e+00, ptr addrspace(3) %169, align 8
  %170 = or i32 %156, 7
  %171 = getelementptr float, ptr addrspace(3) @global_smem, i32 %170
  store float 0.000000e+00, ptr addrspace(3) %171, align 4
  %172 = or i64 %98, %154
  %173 = trunc i64 %172 to i32
  %174 = getelementptr float, ptr addrspace(3) @global_smem, i32 %173
  store float 0.000000e+00, ptr addrspace(3) %174, align 16
  %175 = or i32 %156, 9
  %176 = getelementptr float, ptr addrspace(3) @global_smem, i32 %175
  store float 0.000000e+00, ptr addrspace(3) %176, align 4
  %177 = or i32 %156, 10
  %178 = getelementptr float, ptr addrspace(3) @global_smem, i32 %177
  store float 0.000000e+00, ptr addrspace(3) %178, align 8
  %179 = or i32 %156, 11
  %180 = getelementptr float, ptr addrspace(3) @global_smem, i32 %179
  store float 0.000000e+00, ptr addrspace(3) %180, align 4
  %181 = or i32 %156, 12
  %182 = getelementptr float, ptr addrspace(3) @global_smem, i32 %181
  store float 0.000000e+00, ptr addrspace(3) %182, align 16
  %183 = or i32 %156, 13
  %184 = getelementptr float, ptr addrspace(3) @global_smem, i32 %183
  store float 0.000000e+00, ptr addrspace(3) %184, align 4
  %185 = or i32 %156, 14
  %186 = getelementptr float, ptr addrspace(3) @global_smem, i32 %185
  store float 0.000000e+00, ptr addrspace(3) %186, align 8
  %187 = or i32 %156, 15
  %188 = getelementptr float, ptr addrspace(3) @global_smem, i32 %187
  store float 0.000000e+00, ptr addrspace(3) %188, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %189 = icmp ult i32 %7, 64
  br i1 %189, label %190, label %192

190: ; preds = %6
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %7
  store float 0.000000e+00, ptr addrspace(3) %191, align 4
  br label %192

192: ; preds = %190, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %189, label %193, label %195

193: ; preds = %192
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %194, align 4
  br label %195

195: ; preds = %193, %192
  tail call void @llvm.musa.syncthreads.lm()
  %196 = shl i32 %14, 6
  %197 = sext i32 %196 to i64
  %198 = getelementptr half, ptr addrspace(1) %2, i64 %197
  br i1 %90, label %199, label %202

199: ; preds = %195
  %200 = getelementptr half, ptr addrspace(1) %198, i64 %12
  %201 = load <8 x half>, ptr addrspace(1) %200, align 16
  br label %202

202: ; preds = %199, %195
  %203 = phi <8 x half> [ %201, %199 ], [ zeroinitializer, %195 ]
  br i1 %90, label %204, label %207

204: ; preds = %202
  %205 = getelementptr half, ptr addrspace(1) %198, i64 %98
  %206 = load <8 x half>, ptr addrspace(1) %205, align 16
  br label %207

207: ; preds = %204, %202
  %208 = phi <8 x half> [ %206, %204 ], [ zeroinitializer, %202 ]
  %209 = sext i8 %20 to i32
  %210 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %107
  %211 = sext i8 %22 to i32
  %212 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %110
  %213 = sext i8 %24 to i32
  %214 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %113
  %215 = sext i8 %26 to i32
  %216 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %116
  %217 = sext i8 %28 to i32
  %218 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %119
  %219 = sext i8 %30 to i32
  %220 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %122
  %221 = sext i8 %32 to i32
  %222 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %125
  %223 = sext i8 %34 to i32
  %224 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %128
  %225 = sext i8 %36 to i32
  %226 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %131
  %227 = sext i8 %38 to i32
  %228 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %134
  %229 = sext i8 %40 to i32
  %230 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %137
  %231 = sext i8 %42 to i32
  %232 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %140
  %233 = sext i8 %44 to i32
  %234 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %143
  %235 = sext i8 %46 to i32
  %236 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %146
  %237 = sext i8 %48 to i32
  %238 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %149
  %239 = sext i8 %50 to i32
  %240 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %152
  %241 = sext i8 %59 to i32
  %242 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %156
  %243 = sext i8 %61 to i32
  %244 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %158
  %245 = sext i8 %63 to i32
  %246 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %160
  %247 = sext i8 %65 to i32
  %248 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %162
  %249 = sext i8 %67 to i32
  %250 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %164
  %251 = sext i8 %69 to i32
  %252 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %166
  %253 = sext i8 %71 to i32
  %254 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %168
  %255 = sext i8 %73 to i32
  %256 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %170
  %257 = sext i8 %75 to i32
  %258 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %173
  %259 = sext i8 %77 to i32
  %260 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %175
  %261 = sext i8 %79 to i32
  %262 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %177
  %263 = sext i8 %81 to i32
  %264 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %179
  %265 = sext i8 %83 to i32
  %266 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %181
  %267 = sext i8 %85 to i32
  %268 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %183
  %269 = sext i8 %87 to i32
  %270 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %185
  %271 = sext i8 %89 to i32
  %272 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %187
  %273 = shl nuw nsw i64 %12, 5
  %274 = add nuw nsw i64 %273, %13
  %275 = trunc i64 %274 to i32
  %276 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %275
  %277 = shl nuw nsw i64 %91, 5
  %278 = add nuw nsw i64 %277, %13
  %279 = trunc i64 %278 to i32
  %280 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %279
  %281 = shl nuw nsw i64 %92, 5
  %282 = add nuw nsw i64 %281, %13
  %283 = trunc i64 %282 to i32
  %284 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %283
  %285 = shl nuw nsw i64 %93, 5
  %286 = add nuw nsw i64 %285, %13
  %287 = trunc i64 %286 to i32
  %288 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %287
  %289 = shl nuw nsw i64 %94, 5
  %290 = add nuw nsw i64 %289, %13
  %291 = trunc i64 %290 to i32
  %292 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %291
  %293 = shl nuw nsw i64 %95, 5
  %294 = add nuw nsw i64 %293, %13
  %295 = trunc i64 %294 to i32
  %296 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %295
  %297 = shl nuw nsw i64 %96, 5
  %298 = add nuw nsw i64 %297, %13
  %299 = trunc i64 %298 to i32
  %300 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %299
  %301 = shl nuw nsw i64 %97, 5
  %302 = add nuw nsw i64 %301, %13
  %303 = trunc i64 %302 to i32
  %304 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %303
  %305 = shl nuw nsw i64 %98, 5
  %306 = add nuw nsw i64 %305, %13
  %307 = trunc i64 %306 to i32
  %308 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %307
  %309 = shl nuw nsw i64 %99, 5
  %310 = add nuw nsw i64 %309, %13
  %311 = trunc i64 %310 to i32
  %312 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %311
  %313 = shl nuw nsw i64 %100, 5
  %314 = add nuw nsw i64 %313, %13
  %315 = trunc i64 %314 to i32
  %316 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %315
  %317 = shl nuw nsw i64 %101, 5
  %318 = add nuw nsw i64 %317, %13
  %319 = trunc i64 %318 to i32
  %320 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %319
  %321 = shl nuw nsw i64 %102, 5
  %322 = add nuw nsw i64 %321, %13
  %323 = trunc i64 %322 to i32
  %324 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %323
  %325 = shl nuw nsw i64 %103, 5
  %326 = add nuw nsw i64 %325, %13
  %327 = trunc i64 %326 to i32
  %328 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %327
  %329 = shl nuw nsw i64 %104, 5
  %330 = add nuw nsw i64 %329, %13
  %331 = trunc i64 %330 to i32
  %332 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %331
  %333 = shl nuw nsw i64 %105, 5
  %334 = add nuw nsw i64 %333, %13
  %335 = trunc i64 %334 to i32
  %336 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %335
  %337 = and i64 %8, 31
  %338 = shl nsw i64 %8, 1
  %339 = and i64 %338, 4294967232
  %340 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %7
  %341 = add nsw i64 %8, 128
  %342 = shl nsw i64 %341, 1
  %343 = and i64 %342, 4294967232
  %344 = trunc i64 %341 to i32
  %345 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %344
  %346 = add nsw i64 %8, 256
  %347 = shl nsw i64 %346, 1
  %348 = and i64 %347, 4294967232
  %349 = trunc i64 %346 to i32
  %350 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %349
  %351 = add nsw i64 %8, 384
  %352 = shl nsw i64 %351, 1
  %353 = and i64 %352, 4294967232
  %354 = trunc i64 %351 to i32
  %355 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %354
  %356 = add nsw i64 %8, 512
  %357 = shl nsw i64 %356, 1
  %358 = and i64 %357, 4294967232
  %359 = trunc i64 %356 to i32
  %360 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %359
  %361 = add nsw i64 %8, 640
  %362 = shl nsw i64 %361, 1
  %363 = and i64 %362, 4294967232
  %364 = trunc i64 %361 to i32
  %365 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %364
  %366 = add nsw i64 %8, 768
  %367 = shl nsw i64 %366, 1
  %368 = and i64 %367, 4294967232
  %369 = trunc i64 %366 to i32
  %370 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %369
  %371 = add nsw i64 %8, 896
  %372 = shl nsw i64 %371, 1
  %373 = and i64 %372, 4294967232
  %374 = trunc i64 %371 to i32
  %375 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %374
  %376 = add nsw i64 %8, 1024
  %377 = shl nsw i64 %376, 1
  %378 = and i64 %377, 4294967232
  %379 = trunc i64 %376 to i32
  %380 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %379
  %381 = add nsw i64 %8, 1152
  %382 = shl nsw i64 %381, 1
  %383 = and i64 %382, 4294967232
  %384 = trunc i64 %381 to i32
  %385 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %384
  %386 = add nsw i64 %8, 1280
  %387 = shl nsw i64 %386, 1
  %388 = and i64 %387, 4294967232
  %389 = trunc i64 %386 to i32
  %390 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %389
  %391 = add nsw i64 %8, 1408
  %392 = shl nsw i64 %391, 1
  %393 = and i64 %392, 4294967232
  %394 = trunc i64 %391 to i32
  %395 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %394
  %396 = add nsw i64 %8, 1536
  %397 = shl nsw i64 %396, 1
  %398 = and i64 %397, 4294967232
  %399 = trunc i64 %396 to i32
  %400 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %399
  %401 = add nsw i64 %8, 1664
  %402 = shl nsw i64 %401, 1
  %403 = and i64 %402, 4294967232
  %404 = trunc i64 %401 to i32
  %405 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %404
  %406 = add nsw i64 %8, 1792
  %407 = shl nsw i64 %406, 1
  %408 = and i64 %407, 4294967232
  %409 = trunc i64 %406 to i32
  %410 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %409
  %411 = add nsw i64 %8, 1920
  %412 = shl nsw i64 %411, 1
  %413 = and i64 %412, 4294967232
  %414 = trunc i64 %411 to i32
  %415 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %414
  %416 = and i64 %8, 1
  %417 = icmp ult i32 %7, 128
  %418 = and i64 %11, 4294967264
  %419 = shl nuw nsw i64 %416, 4
  %420 = select i1 %417, i64 %418, i64 0
  %421 = or i64 %420, %419
  %422 = trunc i64 %421 to i32
  %423 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %422
  %424 = or i32 %422, 1
  %425 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %424
  %426 = or i32 %422, 2
  %427 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %426
  %428 = or i32 %422, 3
  %429 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %428
  %430 = or i32 %422, 4
  %431 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %430
  %432 = or i32 %422, 5
  %433 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %432
  %434 = or i32 %422, 6
  %435 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %434
  %436 = or i32 %422, 7
  %437 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %436
  %438 = or i32 %422, 8
  %439 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %438
  %440 = or i32 %422, 9
  %441 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %440
  %442 = or i32 %422, 10
  %443 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %442
  %444 = or i32 %422, 11
  %445 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %444
  %446 = or i32 %422, 12
  %447 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %446
  %448 = or i32 %422, 13
  %449 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %448
  %450 = or i32 %422, 14
  %451 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %450
  %452 = or i32 %422, 15
  %453 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %452
  %454 = icmp eq i64 %416, 0
  %455 = and i1 %417, %454
  %456 = lshr i64 %11, 5
  %457 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %107
  %458 = trunc i64 %456 to i32
  %459 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %458
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %458
  %461 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %107
  %462 = or i32 %107, 1
  %463 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %462
  %464 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %462
  %465 = or i32 %107, 2
  %466 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %465
  %467 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %465
  %468 = or i32 %107, 3
  %469 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %468
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %468
  %471 = or i32 %107, 4
  %472 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %471
  %473 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %471
  %474 = or i32 %107, 5
  %475 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %474
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %474
  %477 = or i32 %107, 6
  %478 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %477
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %477
  %480 = or i32 %107, 7
  %481 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %480
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %480
  %483 = or i32 %107, 8
  %484 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %483
  %485 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %483
  %486 = or i32 %107, 9
  %487 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %486
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %486
  %489 = or i32 %107, 10
  %490 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %489
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %489
  %492 = or i32 %107, 11
  %493 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %492
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %492
  %495 = or i32 %107, 12
  %496 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %495
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %495
  %498 = or i32 %107, 13
  %499 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %498
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %498
  %501 = or i32 %107, 14
  %502 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %501
  %503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %501
  %504 = or i32 %107, 15
  %505 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %504
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %504
  %507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %422
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %424
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %426
  %510 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %428
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %430
  %512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %432
  %513 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %434
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %436
  %515 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %438
  %516 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %440
  %517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %442
  %518 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %444
  %519 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %446
  %520 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %448
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %450
  %522 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %452
  %523 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %107
  %524 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %462
  %525 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %465
  %526 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %468
  %527 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %471
  %528 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %474
  %529 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %477
  %530 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %480
  %531 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %483
  %532 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %486
  %533 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %489
  %534 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %492
  %535 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %495
  %536 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %498
  %537 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %501
  %538 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %504
  %539 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %107
  %540 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %110
  %541 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %113
  %542 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %116
  %543 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %119
  %544 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %122
  %545 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %125
  %546 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %128
  %547 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %131
  %548 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %134
  %549 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %137
  %550 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %140
  %551 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %143
  %552 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %146
  %553 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %149
  %554 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %152
  %555 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %107
  %556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %110
  %557 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %113
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %116
  %559 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %119
  %560 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %122
  %561 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %125
  %562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %128
  %563 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %131
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %134
  %565 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %137
  %566 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %140
  %567 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %143
  %568 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %146
  %569 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %149
  %570 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %152
  %571 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %156
  %572 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %158
  %573 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %160
  %574 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %162
  %575 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %164
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %166
  %577 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %168
  %578 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %170
  %579 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %173
  %580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %175
  %581 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %177
  %582 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %179
  %583 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %181
  %584 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %183
  %585 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %185
  %586 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %187
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %12
  br i1 %90, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %207
  %587 = extractelement <8 x half> %208, i64 7
  %588 = extractelement <8 x half> %208, i64 6
  %589 = extractelement <8 x half> %208, i64 5
  %590 = extractelement <8 x half> %208, i64 4
  %591 = extractelement <8 x half> %208, i64 3
  %592 = extractelement <8 x half> %208, i64 2
  %593 = extractelement <8 x half> %208, i64 1
  %594 = extractelement <8 x half> %208, i64 0
  %595 = lshr i32 %7, 1
  %596 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %595
  %597 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %7
  %598 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %7
  %599 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %7
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %595
  %601 = and i64 %8, 63
  %602 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %7
  %603 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %7
  br label %604

604: ; preds = %.lr.ph, %1293
  %605 = phi half [ %587, %.lr.ph ], [ %960, %1293 ]
  %606 = phi half [ %588, %.lr.ph ], [ %634, %1293 ]
  %607 = phi half [ %589, %.lr.ph ], [ %703, %1293 ]
  %608 = phi half [ %590, %.lr.ph ], [ %633, %1293 ]
  %609 = phi half [ %591, %.lr.ph ], [ %721, %1293 ]
  %610 = phi half [ %592, %.lr.ph ], [ %632, %1293 ]
  %611 = phi half [ %593, %.lr.ph ], [ %702, %1293 ]
  %612 = phi half [ %594, %.lr.ph ], [ %631, %1293 ]
  %613 = phi i32 [ 0, %.lr.ph ], [ %615, %1293 ]
  %614 = phi <8 x half> [ %203, %.lr.ph ], [ %625, %1293 ]
  %615 = add i32 %613, 32
  %616 = icmp slt i32 %615, %5
  %617 = add i32 %615, %14
  %618 = shl i32 %617, 6
  %619 = sext i32 %618 to i64
  %620 = getelementptr half, ptr addrspace(1) %2, i64 %619
  br i1 %616, label %621, label %624

621: ; preds = %604
  %622 = getelementptr half, ptr addrspace(1) %620, i64 %12
  %623 = load <8 x half>, ptr addrspace(1) %622, align 16
  br label %624

624: ; preds = %621, %604
  %625 = phi <8 x half> [ %623, %621 ], [ zeroinitializer, %604 ]
  br i1 %616, label %626, label %629

626: ; preds = %624
  %627 = getelementptr half, ptr addrspace(1) %620, i64 %98
  %628 = load <8 x half>, ptr addrspace(1) %627, align 16
  br label %629

629: ; preds = %626, %624
  %630 = phi <8 x half> [ %628, %626 ], [ zeroinitializer, %624 ]
  %631 = extractelement <8 x half> %630, i64 0
  %632 = extractelement <8 x half> %630, i64 2
  %633 = extractelement <8 x half> %630, i64 4
  %634 = extractelement <8 x half> %630, i64 6
  store i32 %209, ptr addrspace(3) %210, align 16
  store i32 %211, ptr addrspace(3) %212, align 4
  store i32 %213, ptr addrspace(3) %214, align 8
  store i32 %215, ptr addrspace(3) %216, align 4
  store i32 %217, ptr addrspace(3) %218, align 16
  store i32 %219, ptr addrspace(3) %220, align 4
  store i32 %221, ptr addrspace(3) %222, align 8
  store i32 %223, ptr addrspace(3) %224, align 4
  store i32 %225, ptr addrspace(3) %226, align 16
  store i32 %227, ptr addrspace(3) %228, align 4
  store i32 %229, ptr addrspace(3) %230, align 8
  store i32 %231, ptr addrspace(3) %232, align 4
  store i32 %233, ptr addrspace(3) %234, align 16
  store i32 %235, ptr addrspace(3) %236, align 4
  store i32 %237, ptr addrspace(3) %238, align 8
  store i32 %239, ptr addrspace(3) %240, align 4
  store i32 %241, ptr addrspace(3) %242, align 16
  store i32 %243, ptr addrspace(3) %244, align 4
  store i32 %245, ptr addrspace(3) %246, align 8
  store i32 %247, ptr addrspace(3) %248, align 4
  store i32 %249, ptr addrspace(3) %250, align 16
  store i32 %251, ptr addrspace(3) %252, align 4
  store i32 %253, ptr addrspace(3) %254, align 8
  store i32 %255, ptr addrspace(3) %256, align 4
  store i32 %257, ptr addrspace(3) %258, align 16
  store i32 %259, ptr addrspace(3) %260, align 4
  store i32 %261, ptr addrspace(3) %262, align 8
  store i32 %263, ptr addrspace(3) %264, align 4
  store i32 %265, ptr addrspace(3) %266, align 16
  store i32 %267, ptr addrspace(3) %268, align 4
  store i32 %269, ptr addrspace(3) %270, align 8
  store i32 %271, ptr addrspace(3) %272, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %635 = add i32 %613, %14
  %636 = shl i32 %635, 6
  %637 = sext i32 %636 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %637
  %638 = load i8, ptr addrspace(1) %gep, align 16
  %639 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 1
  %640 = load i8, ptr addrspace(1) %639, align 1
  %641 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 2
  %642 = load i8, ptr addrspace(1) %641, align 2
  %643 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 3
  %644 = load i8, ptr addrspace(1) %643, align 1
  %645 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %646 = load i8, ptr addrspace(1) %645, align 4
  %647 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 5
  %648 = load i8, ptr addrspace(1) %647, align 1
  %649 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 6
  %650 = load i8, ptr addrspace(1) %649, align 2
  %651 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 7
  %652 = load i8, ptr addrspace(1) %651, align 1
  %653 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 8
  %654 = load i8, ptr addrspace(1) %653, align 8
  %655 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 9
  %656 = load i8, ptr addrspace(1) %655, align 1
  %657 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 10
  %658 = load i8, ptr addrspace(1) %657, align 2
  %659 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 11
  %660 = load i8, ptr addrspace(1) %659, align 1
  %661 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 12
  %662 = load i8, ptr addrspace(1) %661, align 4
  %663 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 13
  %664 = load i8, ptr addrspace(1) %663, align 1
  %665 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 14
  %666 = load i8, ptr addrspace(1) %665, align 2
  %667 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 15
  %668 = load i8, ptr addrspace(1) %667, align 1
  %669 = sext i8 %638 to i32
  store i32 %669, ptr addrspace(3) %276, align 4
  %670 = sext i8 %640 to i32
  store i32 %670, ptr addrspace(3) %280, align 4
  %671 = sext i8 %642 to i32
  store i32 %671, ptr addrspace(3) %284, align 4
  %672 = sext i8 %644 to i32
  store i32 %672, ptr addrspace(3) %288, align 4
  %673 = sext i8 %646 to i32
  store i32 %673, ptr addrspace(3) %292, align 4
  %674 = sext i8 %648 to i32
  store i32 %674, ptr addrspace(3) %296, align 4
  %675 = sext i8 %650 to i32
  store i32 %675, ptr addrspace(3) %300, align 4
  %676 = sext i8 %652 to i32
  store i32 %676, ptr addrspace(3) %304, align 4
  %677 = sext i8 %654 to i32
  store i32 %677, ptr addrspace(3) %308, align 4
  %678 = sext i8 %656 to i32
  store i32 %678, ptr addrspace(3) %312, align 4
  %679 = sext i8 %658 to i32
  store i32 %679, ptr addrspace(3) %316, align 4
  %680 = sext i8 %660 to i32
  store i32 %680, ptr addrspace(3) %320, align 4
  %681 = sext i8 %662 to i32
  store i32 %681, ptr addrspace(3) %324, align 4
  %682 = sext i8 %664 to i32
  store i32 %682, ptr addrspace(3) %328, align 4
  %683 = sext i8 %666 to i32
  store i32 %683, ptr addrspace(3) %332, align 4
  %684 = sext i8 %668 to i32
  store i32 %684, ptr addrspace(3) %336, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %685

685: ; preds = %629, %685
  %686 = phi i32 [ 0, %629 ], [ %698, %685 ]
  %687 = phi i64 [ 0, %629 ], [ %699, %685 ]
  %688 = or i64 %687, %339
  %689 = trunc i64 %688 to i32
  %690 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %689
  %691 = load i32, ptr addrspace(3) %690, align 4
  %692 = shl nuw nsw i64 %687, 5
  %693 = or i64 %692, %337
  %694 = trunc i64 %693 to i32
  %695 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %694
  %696 = load i32, ptr addrspace(3) %695, align 4
  %697 = mul i32 %696, %691
  %698 = add i32 %697, %686
  %699 = add nuw nsw i64 %687, 1
  %700 = icmp ult i64 %687, 63
  br i1 %700, label %685, label %701

701: ; preds = %685
  %702 = extractelement <8 x half> %630, i64 1
  %703 = extractelement <8 x half> %630, i64 5
  store i32 %698, ptr addrspace(3) %340, align 4
  br label %704

704: ; preds = %701, %704
  %705 = phi i32 [ 0, %701 ], [ %717, %704 ]
  %706 = phi i64 [ 0, %701 ], [ %718, %704 ]
  %707 = or i64 %706, %343
  %708 = trunc i64 %707 to i32
  %709 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %708
  %710 = load i32, ptr addrspace(3) %709, align 4
  %711 = shl nuw nsw i64 %706, 5
  %712 = or i64 %711, %337
  %713 = trunc i64 %712 to i32
  %714 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %713
  %715 = load i32, ptr addrspace(3) %714, align 4
  %716 = mul i32 %715, %710
  %717 = add i32 %716, %705
  %718 = add nuw nsw i64 %706, 1
  %719 = icmp ult i64 %706, 63
  br i1 %719, label %704, label %720

720: ; preds = %704
  %721 = extractelement <8 x half> %630, i64 3
  store i32 %717, ptr addrspace(3) %345, align 4
  br label %722

722: ; preds = %720, %722
  %723 = phi i32 [ 0, %720 ], [ %735, %722 ]
  %724 = phi i64 [ 0, %720 ], [ %736, %722 ]
  %725 = or i64 %724, %348
  %726 = trunc i64 %725 to i32
  %727 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %726
  %728 = load i32, ptr addrspace(3) %727, align 4
  %729 = shl nuw nsw i64 %724, 5
  %730 = or i64 %729, %337
  %731 = trunc i64 %730 to i32
  %732 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %731
  %733 = load i32, ptr addrspace(3) %732, align 4
  %734 = mul i32 %733, %728
  %735 = add i32 %734, %723
  %736 = add nuw nsw i64 %724, 1
  %737 = icmp ult i64 %724, 63
  br i1 %737, label %722, label %738

738: ; preds = %722
  store i32 %735, ptr addrspace(3) %350, align 4
  br label %739

739: ; preds = %738, %739
  %740 = phi i32 [ 0, %738 ], [ %752, %739 ]
  %741 = phi i64 [ 0, %738 ], [ %753, %739 ]
  %742 = or i64 %741, %353
  %743 = trunc i64 %742 to i32
  %744 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %743
  %745 = load i32, ptr addrspace(3) %744, align 4
  %746 = shl nuw nsw i64 %741, 5
  %747 = or i64 %746, %337
  %748 = trunc i64 %747 to i32
  %749 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %748
  %750 = load i32, ptr addrspace(3) %749, align 4
  %751 = mul i32 %750, %745
  %752 = add i32 %751, %740
  %753 = add nuw nsw i64 %741, 1
  %754 = icmp ult i64 %741, 63
  br i1 %754, label %739, label %755

755: ; preds = %739
  store i32 %752, ptr addrspace(3) %355, align 4
  br label %756

756: ; preds = %755, %756
  %757 = phi i32 [ 0, %755 ], [ %769, %756 ]
  %758 = phi i64 [ 0, %755 ], [ %770, %756 ]
  %759 = or i64 %758, %358
  %760 = trunc i64 %759 to i32
  %761 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %760
  %762 = load i32, ptr addrspace(3) %761, align 4
  %763 = shl nuw nsw i64 %758, 5
  %764 = or i64 %763, %337
  %765 = trunc i64 %764 to i32
  %766 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %765
  %767 = load i32, ptr addrspace(3) %766, align 4
  %768 = mul i32 %767, %762
  %769 = add i32 %768, %757
  %770 = add nuw nsw i64 %758, 1
  %771 = icmp ult i64 %758, 63
  br i1 %771, label %756, label %772

772: ; preds = %756
  store i32 %769, ptr addrspace(3) %360, align 4
  br label %773

773: ; preds = %772, %773
  %774 = phi i32 [ 0, %772 ], [ %786, %773 ]
  %775 = phi i64 [ 0, %772 ], [ %787, %773 ]
  %776 = or i64 %775, %363
  %777 = trunc i64 %776 to i32
  %778 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %777
  %779 = load i32, ptr addrspace(3) %778, align 4
  %780 = shl nuw nsw i64 %775, 5
  %781 = or i64 %780, %337
  %782 = trunc i64 %781 to i32
  %783 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %782
  %784 = load i32, ptr addrspace(3) %783, align 4
  %785 = mul i32 %784, %779
  %786 = add i32 %785, %774
  %787 = add nuw nsw i64 %775, 1
  %788 = icmp ult i64 %775, 63
  br i1 %788, label %773, label %789

789: ; preds = %773
  store i32 %786, ptr addrspace(3) %365, align 4
  br label %790

790: ; preds = %789, %790
  %791 = phi i32 [ 0, %789 ], [ %803, %790 ]
  %792 = phi i64 [ 0, %789 ], [ %804, %790 ]
  %793 = or i64 %792, %368
  %794 = trunc i64 %793 to i32
  %795 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %794
  %796 = load i32, ptr addrspace(3) %795, align 4
  %797 = shl nuw nsw i64 %792, 5
  %798 = or i64 %797, %337
  %799 = trunc i64 %798 to i32
  %800 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %799
  %801 = load i32, ptr addrspace(3) %800, align 4
  %802 = mul i32 %801, %796
  %803 = add i32 %802, %791
  %804 = add nuw nsw i64 %792, 1
  %805 = icmp ult i64 %792, 63
  br i1 %805, label %790, label %806

806: ; preds = %790
  store i32 %803, ptr addrspace(3) %370, align 4
  br label %807

807: ; preds = %806, %807
  %808 = phi i32 [ 0, %806 ], [ %820, %807 ]
  %809 = phi i64 [ 0, %806 ], [ %821, %807 ]
  %810 = or i64 %809, %373
  %811 = trunc i64 %810 to i32
  %812 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %811
  %813 = load i32, ptr addrspace(3) %812, align 4
  %814 = shl nuw nsw i64 %809, 5
  %815 = or i64 %814, %337
  %816 = trunc i64 %815 to i32
  %817 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %816
  %818 = load i32, ptr addrspace(3) %817, align 4
  %819 = mul i32 %818, %813
  %820 = add i32 %819, %808
  %821 = add nuw nsw i64 %809, 1
  %822 = icmp ult i64 %809, 63
  br i1 %822, label %807, label %823

823: ; preds = %807
  store i32 %820, ptr addrspace(3) %375, align 4
  br label %824

824: ; preds = %823, %824
  %825 = phi i32 [ 0, %823 ], [ %837, %824 ]
  %826 = phi i64 [ 0, %823 ], [ %838, %824 ]
  %827 = or i64 %826, %378
  %828 = trunc i64 %827 to i32
  %829 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %828
  %830 = load i32, ptr addrspace(3) %829, align 4
  %831 = shl nuw nsw i64 %826, 5
  %832 = or i64 %831, %337
  %833 = trunc i64 %832 to i32
  %834 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %833
  %835 = load i32, ptr addrspace(3) %834, align 4
  %836 = mul i32 %835, %830
  %837 = add i32 %836, %825
  %838 = add nuw nsw i64 %826, 1
  %839 = icmp ult i64 %826, 63
  br i1 %839, label %824, label %840

840: ; preds = %824
  store i32 %837, ptr addrspace(3) %380, align 4
  br label %841

841: ; preds = %840, %841
  %842 = phi i32 [ 0, %840 ], [ %854, %841 ]
  %843 = phi i64 [ 0, %840 ], [ %855, %841 ]
  %844 = or i64 %843, %383
  %845 = trunc i64 %844 to i32
  %846 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %845
  %847 = load i32, ptr addrspace(3) %846, align 4
  %848 = shl nuw nsw i64 %843, 5
  %849 = or i64 %848, %337
  %850 = trunc i64 %849 to i32
  %851 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %850
  %852 = load i32, ptr addrspace(3) %851, align 4
  %853 = mul i32 %852, %847
  %854 = add i32 %853, %842
  %855 = add nuw nsw i64 %843, 1
  %856 = icmp ult i64 %843, 63
  br i1 %856, label %841, label %857

857: ; preds = %841
  store i32 %854, ptr addrspace(3) %385, align 4
  br label %858

858: ; preds = %857, %858
  %859 = phi i32 [ 0, %857 ], [ %871, %858 ]
  %860 = phi i64 [ 0, %857 ], [ %872, %858 ]
  %861 = or i64 %860, %388
  %862 = trunc i64 %861 to i32
  %863 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %862
  %864 = load i32, ptr addrspace(3) %863, align 4
  %865 = shl nuw nsw i64 %860, 5
  %866 = or i64 %865, %337
  %867 = trunc i64 %866 to i32
  %868 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %867
  %869 = load i32, ptr addrspace(3) %868, align 4
  %870 = mul i32 %869, %864
  %871 = add i32 %870, %859
  %872 = add nuw nsw i64 %860, 1
  %873 = icmp ult i64 %860, 63
  br i1 %873, label %858, label %874

874: ; preds = %858
  store i32 %871, ptr addrspace(3) %390, align 4
  br label %875

875: ; preds = %874, %875
  %876 = phi i32 [ 0, %874 ], [ %888, %875 ]
  %877 = phi i64 [ 0, %874 ], [ %889, %875 ]
  %878 = or i64 %877, %393
  %879 = trunc i64 %878 to i32
  %880 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %879
  %881 = load i32, ptr addrspace(3) %880, align 4
  %882 = shl nuw nsw i64 %877, 5
  %883 = or i64 %882, %337
  %884 = trunc i64 %883 to i32
  %885 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %884
  %886 = load i32, ptr addrspace(3) %885, align 4
  %887 = mul i32 %886, %881
  %888 = add i32 %887, %876
  %889 = add nuw nsw i64 %877, 1
  %890 = icmp ult i64 %877, 63
  br i1 %890, label %875, label %891

891: ; preds = %875
  store i32 %888, ptr addrspace(3) %395, align 4
  br label %892

892: ; preds = %891, %892
  %893 = phi i32 [ 0, %891 ], [ %905, %892 ]
  %894 = phi i64 [ 0, %891 ], [ %906, %892 ]
  %895 = or i64 %894, %398
  %896 = trunc i64 %895 to i32
  %897 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %896
  %898 = load i32, ptr addrspace(3) %897, align 4
  %899 = shl nuw nsw i64 %894, 5
  %900 = or i64 %899, %337
  %901 = trunc i64 %900 to i32
  %902 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %901
  %903 = load i32, ptr addrspace(3) %902, align 4
  %904 = mul i32 %903, %898
  %905 = add i32 %904, %893
  %906 = add nuw nsw i64 %894, 1
  %907 = icmp ult i64 %894, 63
  br i1 %907, label %892, label %908

908: ; preds = %892
  store i32 %905, ptr addrspace(3) %400, align 4
  br label %909

909: ; preds = %908, %909
  %910 = phi i32 [ 0, %908 ], [ %922, %909 ]
  %911 = phi i64 [ 0, %908 ], [ %923, %909 ]
  %912 = or i64 %911, %403
  %913 = trunc i64 %912 to i32
  %914 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %913
  %915 = load i32, ptr addrspace(3) %914, align 4
  %916 = shl nuw nsw i64 %911, 5
  %917 = or i64 %916, %337
  %918 = trunc i64 %917 to i32
  %919 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %918
  %920 = load i32, ptr addrspace(3) %919, align 4
  %921 = mul i32 %920, %915
  %922 = add i32 %921, %910
  %923 = add nuw nsw i64 %911, 1
  %924 = icmp ult i64 %911, 63
  br i1 %924, label %909, label %925

925: ; preds = %909
  store i32 %922, ptr addrspace(3) %405, align 4
  br label %926

926: ; preds = %925, %926
  %927 = phi i32 [ 0, %925 ], [ %939, %926 ]
  %928 = phi i64 [ 0, %925 ], [ %940, %926 ]
  %929 = or i64 %928, %408
  %930 = trunc i64 %929 to i32
  %931 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %930
  %932 = load i32, ptr addrspace(3) %931, align 4
  %933 = shl nuw nsw i64 %928, 5
  %934 = or i64 %933, %337
  %935 = trunc i64 %934 to i32
  %936 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %935
  %937 = load i32, ptr addrspace(3) %936, align 4
  %938 = mul i32 %937, %932
  %939 = add i32 %938, %927
  %940 = add nuw nsw i64 %928, 1
  %941 = icmp ult i64 %928, 63
  br i1 %941, label %926, label %942

942: ; preds = %926
  store i32 %939, ptr addrspace(3) %410, align 4
  br label %943

943: ; preds = %942, %943
  %944 = phi i32 [ 0, %942 ], [ %956, %943 ]
  %945 = phi i64 [ 0, %942 ], [ %957, %943 ]
  %946 = or i64 %945, %413
  %947 = trunc i64 %946 to i32
  %948 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %947
  %949 = load i32, ptr addrspace(3) %948, align 4
  %950 = shl nuw nsw i64 %945, 5
  %951 = or i64 %950, %337
  %952 = trunc i64 %951 to i32
  %953 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %952
  %954 = load i32, ptr addrspace(3) %953, align 4
  %955 = mul i32 %954, %949
  %956 = add i32 %955, %944
  %957 = add nuw nsw i64 %945, 1
  %958 = icmp ult i64 %945, 63
  br i1 %958, label %943, label %959

959: ; preds = %943
  %960 = extractelement <8 x half> %630, i64 7
  store i32 %956, ptr addrspace(3) %415, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %961 = load i32, ptr addrspace(3) %423, align 16
  %962 = sitofp i32 %961 to float
  %963 = fmul contract float %962, %4
  %964 = load i32, ptr addrspace(3) %425, align 4
  %965 = sitofp i32 %964 to float
  %966 = fmul contract float %965, %4
  %967 = tail call float @llvm.maxnum.f32(float %963, float %966)
  %968 = load i32, ptr addrspace(3) %427, align 8
  %969 = sitofp i32 %968 to float
  %970 = fmul contract float %969, %4
  %971 = tail call float @llvm.maxnum.f32(float %967, float %970)
  %972 = load i32, ptr addrspace(3) %429, align 4
  %973 = sitofp i32 %972 to float
  %974 = fmul contract float %973, %4
  %975 = tail call float @llvm.maxnum.f32(float %971, float %974)
  %976 = load i32, ptr addrspace(3) %431, align 16
  %977 = sitofp i32 %976 to float
  %978 = fmul contract float %977, %4
  %979 = tail call float @llvm.maxnum.f32(float %975, float %978)
  %980 = load i32, ptr addrspace(3) %433, align 4
  %981 = sitofp i32 %980 to float
  %982 = fmul contract float %981, %4
  %983 = tail call float @llvm.maxnum.f32(float %979, float %982)
  %984 = load i32, ptr addrspace(3) %435, align 8
  %985 = sitofp i32 %984 to float
  %986 = fmul contract float %985, %4
  %987 = tail call float @llvm.maxnum.f32(float %983, float %986)
  %988 = load i32, ptr addrspace(3) %437, align 4
  %989 = sitofp i32 %988 to float
  %990 = fmul contract float %989, %4
  %991 = tail call float @llvm.maxnum.f32(float %987, float %990)
  %992 = load i32, ptr addrspace(3) %439, align 16
  %993 = sitofp i32 %992 to float
  %994 = fmul contract float %993, %4
  %995 = tail call float @llvm.maxnum.f32(float %991, float %994)
  %996 = load i32, ptr addrspace(3) %441, align 4
  %997 = sitofp i32 %996 to float
  %998 = fmul contract float %997, %4
  %999 = tail call float @llvm.maxnum.f32(float %995, float %998)
  %1000 = load i32, ptr addrspace(3) %443, align 8
  %1001 = sitofp i32 %1000 to float
  %1002 = fmul contract float %1001, %4
  %1003 = tail call float @llvm.maxnum.f32(float %999, float %1002)
  %1004 = load i32, ptr addrspace(3) %445, align 4
  %1005 = sitofp i32 %1004 to float
  %1006 = fmul contract float %1005, %4
  %1007 = tail call float @llvm.maxnum.f32(float %1003, float %1006)
  %1008 = load i32, ptr addrspace(3) %447, align 16
  %1009 = sitofp i32 %1008 to float
  %1010 = fmul contract float %1009, %4
  %1011 = tail call float @llvm.maxnum.f32(float %1007, float %1010)
  %1012 = load i32, ptr addrspace(3) %449, align 4
  %1013 = sitofp i32 %1012 to float
  %1014 = fmul contract float %1013, %4
  %1015 = tail call float @llvm.maxnum.f32(float %1011, float %1014)
  %1016 = load i32, ptr addrspace(3) %451, align 8
  %1017 = sitofp i32 %1016 to float
  %1018 = fmul contract float %1017, %4
  %1019 = tail call float @llvm.maxnum.f32(float %1015, float %1018)
  %1020 = load i32, ptr addrspace(3) %453, align 4
  %1021 = sitofp i32 %1020 to float
  %1022 = fmul contract float %1021, %4
  %1023 = tail call float @llvm.maxnum.f32(float %1019, float %1022)
  %1024 = bitcast float %1023 to i32
  %1025 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1024, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %455, label %1026, label %1029

1026: ; preds = %959
  %1027 = bitcast i32 %1025 to float
  %1028 = tail call float @llvm.maxnum.f32(float %1023, float %1027)
  store float %1028, ptr addrspace(3) %596, align 4
  br label %1029

1029: ; preds = %1026, %959
  tail call void @llvm.musa.syncthreads.lm()
  %1030 = load i32, ptr addrspace(3) %457, align 16
  %1031 = sitofp i32 %1030 to float
  %1032 = fmul contract float %1031, %4
  %1033 = load float, ptr addrspace(3) %459, align 4
  %1034 = load float, ptr addrspace(3) %460, align 4
  %1035 = tail call float @llvm.maxnum.f32(float %1033, float %1034)
  %1036 = fsub contract float %1032, %1035
  %1037 = fmul float %1036, 0x3FF7154760000000
  %1038 = tail call float @llvm.exp2.f32(float %1037)
  store float %1038, ptr addrspace(3) %461, align 16
  %1039 = load i32, ptr addrspace(3) %463, align 4
  %1040 = sitofp i32 %1039 to float
  %1041 = fmul contract float %1040, %4
  %1042 = fsub contract float %1041, %1035
  %1043 = fmul float %1042, 0x3FF7154760000000
  %1044 = tail call float @llvm.exp2.f32(float %1043)
  store float %1044, ptr addrspace(3) %464, align 4
  %1045 = load i32, ptr addrspace(3) %466, align 8
  %1046 = sitofp i32 %1045 to float
  %1047 = fmul contract float %1046, %4
  %1048 = fsub contract float %1047, %1035
  %1049 = fmul float %1048, 0x3FF7154760000000
  %1050 = tail call float @llvm.exp2.f32(float %1049)
  store float %1050, ptr addrspace(3) %467, align 8
  %1051 = load i32, ptr addrspace(3) %469, align 4
  %1052 = sitofp i32 %1051 to float
  %1053 = fmul contract float %1052, %4
  %1054 = fsub contract float %1053, %1035
  %1055 = fmul float %1054, 0x3FF7154760000000
  %1056 = tail call float @llvm.exp2.f32(float %1055)
  store float %1056, ptr addrspace(3) %470, align 4
  %1057 = load i32, ptr addrspace(3) %472, align 16
  %1058 = sitofp i32 %1057 to float
  %1059 = fmul contract float %1058, %4
  %1060 = fsub contract float %1059, %1035
  %1061 = fmul float %1060, 0x3FF7154760000000
  %1062 = tail call float @llvm.exp2.f32(float %1061)
  store float %1062, ptr addrspace(3) %473, align 16
  %1063 = load i32, ptr addrspace(3) %475, align 4
  %1064 = sitofp i32 %1063 to float
  %1065 = fmul contract float %1064, %4
  %1066 = fsub contract float %1065, %1035
  %1067 = fmul float %1066, 0x3FF7154760000000
  %1068 = tail call float @llvm.exp2.f32(float %1067)
  store float %1068, ptr addrspace(3) %476, align 4
  %1069 = load i32, ptr addrspace(3) %478, align 8
  %1070 = sitofp i32 %1069 to float
  %1071 = fmul contract float %1070, %4
  %1072 = fsub contract float %1071, %1035
  %1073 = fmul float %1072, 0x3FF7154760000000
  %1074 = tail call float @llvm.exp2.f32(float %1073)
  store float %1074, ptr addrspace(3) %479, align 8
  %1075 = load i32, ptr addrspace(3) %481, align 4
  %1076 = sitofp i32 %1075 to float
  %1077 = fmul contract float %1076, %4
  %1078 = fsub contract float %1077, %1035
  %1079 = fmul float %1078, 0x3FF7154760000000
  %1080 = tail call float @llvm.exp2.f32(float %1079)
  store float %1080, ptr addrspace(3) %482, align 4
  %1081 = load i32, ptr addrspace(3) %484, align 16
  %1082 = sitofp i32 %1081 to float
  %1083 = fmul contract float %1082, %4
  %1084 = fsub contract float %1083, %1035
  %1085 = fmul float %1084, 0x3FF7154760000000
  %1086 = tail call float @llvm.exp2.f32(float %1085)
  store float %1086, ptr addrspace(3) %485, align 16
  %1087 = load i32, ptr addrspace(3) %487, align 4
  %1088 = sitofp i32 %1087 to float
  %1089 = fmul contract float %1088, %4
  %1090 = fsub contract float %1089, %1035
  %1091 = fmul float %1090, 0x3FF7154760000000
  %1092 = tail call float @llvm.exp2.f32(float %1091)
  store float %1092, ptr addrspace(3) %488, align 4
  %1093 = load i32, ptr addrspace(3) %490, align 8
  %1094 = sitofp i32 %1093 to float
  %1095 = fmul contract float %1094, %4
  %1096 = fsub contract float %1095, %1035
  %1097 = fmul float %1096, 0x3FF7154760000000
  %1098 = tail call float @llvm.exp2.f32(float %1097)
  store float %1098, ptr addrspace(3) %491, align 8
  %1099 = load i32, ptr addrspace(3) %493, align 4
  %1100 = sitofp i32 %1099 to float
  %1101 = fmul contract float %1100, %4
  %1102 = fsub contract float %1101, %1035
  %1103 = fmul float %1102, 0x3FF7154760000000
  %1104 = tail call float @llvm.exp2.f32(float %1103)
  store float %1104, ptr addrspace(3) %494, align 4
  %1105 = load i32, ptr addrspace(3) %496, align 16
  %1106 = sitofp i32 %1105 to float
  %1107 = fmul contract float %1106, %4
  %1108 = fsub contract float %1107, %1035
  %1109 = fmul float %1108, 0x3FF7154760000000
  %1110 = tail call float @llvm.exp2.f32(float %1109)
  store float %1110, ptr addrspace(3) %497, align 16
  %1111 = load i32, ptr addrspace(3) %499, align 4
  %1112 = sitofp i32 %1111 to float
  %1113 = fmul contract float %1112, %4
  %1114 = fsub contract float %1113, %1035
  %1115 = fmul float %1114, 0x3FF7154760000000
  %1116 = tail call float @llvm.exp2.f32(float %1115)
  store float %1116, ptr addrspace(3) %500, align 4
  %1117 = load i32, ptr addrspace(3) %502, align 8
  %1118 = sitofp i32 %1117 to float
  %1119 = fmul contract float %1118, %4
  %1120 = fsub contract float %1119, %1035
  %1121 = fmul float %1120, 0x3FF7154760000000
  %1122 = tail call float @llvm.exp2.f32(float %1121)
  store float %1122, ptr addrspace(3) %503, align 8
  %1123 = load i32, ptr addrspace(3) %505, align 4
  %1124 = sitofp i32 %1123 to float
  %1125 = fmul contract float %1124, %4
  %1126 = fsub contract float %1125, %1035
  %1127 = fmul float %1126, 0x3FF7154760000000
  %1128 = tail call float @llvm.exp2.f32(float %1127)
  store float %1128, ptr addrspace(3) %506, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %189, label %1129, label %1136

1129: ; preds = %1029
  %1130 = load float, ptr addrspace(3) %597, align 4
  %1131 = load float, ptr addrspace(3) %598, align 4
  %1132 = tail call float @llvm.maxnum.f32(float %1130, float %1131)
  %1133 = fsub contract float %1130, %1132
  %1134 = fmul float %1133, 0x3FF7154760000000
  %1135 = tail call float @llvm.exp2.f32(float %1134)
  store float %1135, ptr addrspace(3) %599, align 4
  br label %1136

1136: ; preds = %1129, %1029
  tail call void @llvm.musa.syncthreads.lm()
  %1137 = load float, ptr addrspace(3) %507, align 16
  %1138 = fadd reassoc float %1137, 0.000000e+00
  %1139 = load float, ptr addrspace(3) %508, align 4
  %1140 = fadd reassoc float %1138, %1139
  %1141 = load float, ptr addrspace(3) %509, align 8
  %1142 = fadd reassoc float %1140, %1141
  %1143 = load float, ptr addrspace(3) %510, align 4
  %1144 = fadd reassoc float %1142, %1143
  %1145 = load float, ptr addrspace(3) %511, align 16
  %1146 = fadd reassoc float %1144, %1145
  %1147 = load float, ptr addrspace(3) %512, align 4
  %1148 = fadd reassoc float %1146, %1147
  %1149 = load float, ptr addrspace(3) %513, align 8
  %1150 = fadd reassoc float %1148, %1149
  %1151 = load float, ptr addrspace(3) %514, align 4
  %1152 = fadd reassoc float %1150, %1151
  %1153 = load float, ptr addrspace(3) %515, align 16
  %1154 = fadd reassoc float %1152, %1153
  %1155 = load float, ptr addrspace(3) %516, align 4
  %1156 = fadd reassoc float %1154, %1155
  %1157 = load float, ptr addrspace(3) %517, align 8
  %1158 = fadd reassoc float %1156, %1157
  %1159 = load float, ptr addrspace(3) %518, align 4
  %1160 = fadd reassoc float %1158, %1159
  %1161 = load float, ptr addrspace(3) %519, align 16
  %1162 = fadd reassoc float %1160, %1161
  %1163 = load float, ptr addrspace(3) %520, align 4
  %1164 = fadd reassoc float %1162, %1163
  %1165 = load float, ptr addrspace(3) %521, align 8
  %1166 = fadd reassoc float %1164, %1165
  %1167 = load float, ptr addrspace(3) %522, align 4
  %1168 = fadd reassoc float %1166, %1167
  %1169 = bitcast float %1168 to i32
  %1170 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1169, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %455, label %1171, label %1174

1171: ; preds = %1136
  %1172 = bitcast i32 %1170 to float
  %1173 = fadd reassoc float %1168, %1172
  store float %1173, ptr addrspace(3) %600, align 4
  br label %1174

1174: ; preds = %1171, %1136
  tail call void @llvm.musa.syncthreads.lm()
  %1175 = load float, ptr addrspace(3) %461, align 16
  %1176 = fptrunc float %1175 to half
  store half %1176, ptr addrspace(3) %523, align 16
  %1177 = load float, ptr addrspace(3) %464, align 4
  %1178 = fptrunc float %1177 to half
  store half %1178, ptr addrspace(3) %524, align 2
  %1179 = load float, ptr addrspace(3) %467, align 8
  %1180 = fptrunc float %1179 to half
  store half %1180, ptr addrspace(3) %525, align 4
  %1181 = load float, ptr addrspace(3) %470, align 4
  %1182 = fptrunc float %1181 to half
  store half %1182, ptr addrspace(3) %526, align 2
  %1183 = load float, ptr addrspace(3) %473, align 16
  %1184 = fptrunc float %1183 to half
  store half %1184, ptr addrspace(3) %527, align 8
  %1185 = load float, ptr addrspace(3) %476, align 4
  %1186 = fptrunc float %1185 to half
  store half %1186, ptr addrspace(3) %528, align 2
  %1187 = load float, ptr addrspace(3) %479, align 8
  %1188 = fptrunc float %1187 to half
  store half %1188, ptr addrspace(3) %529, align 4
  %1189 = load float, ptr addrspace(3) %482, align 4
  %1190 = fptrunc float %1189 to half
  store half %1190, ptr addrspace(3) %530, align 2
  %1191 = load float, ptr addrspace(3) %485, align 16
  %1192 = fptrunc float %1191 to half
  store half %1192, ptr addrspace(3) %531, align 16
  %1193 = load float, ptr addrspace(3) %488, align 4
  %1194 = fptrunc float %1193 to half
  store half %1194, ptr addrspace(3) %532, align 2
  %1195 = load float, ptr addrspace(3) %491, align 8
  %1196 = fptrunc float %1195 to half
  store half %1196, ptr addrspace(3) %533, align 4
  %1197 = load float, ptr addrspace(3) %494, align 4
  %1198 = fptrunc float %1197 to half
  store half %1198, ptr addrspace(3) %534, align 2
  %1199 = load float, ptr addrspace(3) %497, align 16
  %1200 = fptrunc float %1199 to half
  store half %1200, ptr addrspace(3) %535, align 8
  %1201 = load float, ptr addrspace(3) %500, align 4
  %1202 = fptrunc float %1201 to half
  store half %1202, ptr addrspace(3) %536, align 2
  %1203 = load float, ptr addrspace(3) %503, align 8
  %1204 = fptrunc float %1203 to half
  store half %1204, ptr addrspace(3) %537, align 4
  %1205 = load float, ptr addrspace(3) %506, align 4
  %1206 = fptrunc float %1205 to half
  store half %1206, ptr addrspace(3) %538, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1207 = extractelement <8 x half> %614, i64 0
  store half %1207, ptr addrspace(3) %539, align 16
  %1208 = extractelement <8 x half> %614, i64 1
  store half %1208, ptr addrspace(3) %540, align 2
  %1209 = extractelement <8 x half> %614, i64 2
  store half %1209, ptr addrspace(3) %541, align 4
  %1210 = extractelement <8 x half> %614, i64 3
  store half %1210, ptr addrspace(3) %542, align 2
  %1211 = extractelement <8 x half> %614, i64 4
  store half %1211, ptr addrspace(3) %543, align 8
  %1212 = extractelement <8 x half> %614, i64 5
  store half %1212, ptr addrspace(3) %544, align 2
  %1213 = extractelement <8 x half> %614, i64 6
  store half %1213, ptr addrspace(3) %545, align 4
  %1214 = extractelement <8 x half> %614, i64 7
  store half %1214, ptr addrspace(3) %546, align 2
  store half %612, ptr addrspace(3) %547, align 16
  store half %611, ptr addrspace(3) %548, align 2
  store half %610, ptr addrspace(3) %549, align 4
  store half %609, ptr addrspace(3) %550, align 2
  store half %608, ptr addrspace(3) %551, align 8
  store half %607, ptr addrspace(3) %552, align 2
  store half %606, ptr addrspace(3) %553, align 4
  store half %605, ptr addrspace(3) %554, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %1215

1215: ; preds = %1174, %1245
  %1216 = phi i64 [ 0, %1174 ], [ %1247, %1245 ]
  %1217 = shl nuw nsw i64 %1216, 7
  %1218 = add nsw i64 %1217, %8
  %1219 = lshr i64 %1218, 6
  %1220 = trunc i64 %1218 to i32
  %1221 = getelementptr float, ptr addrspace(3) @global_smem, i32 %1220
  %1222 = load float, ptr addrspace(3) %1221, align 4
  %1223 = trunc i64 %1219 to i32
  %1224 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %1223
  %1225 = load float, ptr addrspace(3) %1224, align 4
  %1226 = fmul contract float %1222, %1225
  %1227 = shl nuw nsw i64 %1219, 5
  br label %1228

1228: ; preds = %1215, %1228
  %1229 = phi float [ %1226, %1215 ], [ %1242, %1228 ]
  %1230 = phi i64 [ 0, %1215 ], [ %1243, %1228 ]
  %1231 = add nuw nsw i64 %1230, %1227
  %1232 = trunc i64 %1231 to i32
  %1233 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %1232
  %1234 = load half, ptr addrspace(3) %1233, align 2
  %1235 = shl nuw nsw i64 %1230, 6
  %1236 = or i64 %1235, %601
  %1237 = trunc i64 %1236 to i32
  %1238 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %1237
  %1239 = load half, ptr addrspace(3) %1238, align 2
  %1240 = fpext half %1234 to float
  %1241 = fpext half %1239 to float
  %1242 = tail call float @llvm.fma.f32(float %1240, float %1241, float %1229)
  %1243 = add nuw nsw i64 %1230, 1
  %1244 = icmp ult i64 %1230, 31
  br i1 %1244, label %1228, label %1245

1245: ; preds = %1228
  %1246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %1220
  store float %1242, ptr addrspace(3) %1246, align 4
  %1247 = add nuw nsw i64 %1216, 1
  %1248 = icmp ult i64 %1216, 31
  br i1 %1248, label %1215, label %1249

1249: ; preds = %1245
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  %1250 = load float, ptr addrspace(3) %555, align 16
  store float %1250, ptr addrspace(3) %108, align 16
  %1251 = load float, ptr addrspace(3) %556, align 4
  store float %1251, ptr addrspace(3) %111, align 4
  %1252 = load float, ptr addrspace(3) %557, align 8
  store float %1252, ptr addrspace(3) %114, align 8
  %1253 = load float, ptr addrspace(3) %558, align 4
  store float %1253, ptr addrspace(3) %117, align 4
  %1254 = load float, ptr addrspace(3) %559, align 16
  store float %1254, ptr addrspace(3) %120, align 16
  %1255 = load float, ptr addrspace(3) %560, align 4
  store float %1255, ptr addrspace(3) %123, align 4
  %1256 = load float, ptr addrspace(3) %561, align 8
  store float %1256, ptr addrspace(3) %126, align 8
  %1257 = load float, ptr addrspace(3) %562, align 4
  store float %1257, ptr addrspace(3) %129, align 4
  %1258 = load float, ptr addrspace(3) %563, align 16
  store float %1258, ptr addrspace(3) %132, align 16
  %1259 = load float, ptr addrspace(3) %564, align 4
  store float %1259, ptr addrspace(3) %135, align 4
  %1260 = load float, ptr addrspace(3) %565, align 8
  store float %1260, ptr addrspace(3) %138, align 8
  %1261 = load float, ptr addrspace(3) %566, align 4
  store float %1261, ptr addrspace(3) %141, align 4
  %1262 = load float, ptr addrspace(3) %567, align 16
  store float %1262, ptr addrspace(3) %144, align 16
  %1263 = load float, ptr addrspace(3) %568, align 4
  store float %1263, ptr addrspace(3) %147, align 4
  %1264 = load float, ptr addrspace(3) %569, align 8
  store float %1264, ptr addrspace(3) %150, align 8
  %1265 = load float, ptr addrspace(3) %570, align 4
  store float %1265, ptr addrspace(3) %153, align 4
  %1266 = load float, ptr addrspace(3) %571, align 16
  store float %1266, ptr addrspace(3) %157, align 16
  %1267 = load float, ptr addrspace(3) %572, align 4
  store float %1267, ptr addrspace(3) %159, align 4
  %1268 = load float, ptr addrspace(3) %573, align 8
  store float %1268, ptr addrspace(3) %161, align 8
  %1269 = load float, ptr addrspace(3) %574, align 4
  store float %1269, ptr addrspace(3) %163, align 4
  %1270 = load float, ptr addrspace(3) %575, align 16
  store float %1270, ptr addrspace(3) %165, align 16
  %1271 = load float, ptr addrspace(3) %576, align 4
  store float %1271, ptr addrspace(3) %167, align 4
  %1272 = load float, ptr addrspace(3) %577, align 8
  store float %1272, ptr addrspace(3) %169, align 8
  %1273 = load float, ptr addrspace(3) %578, align 4
  store float %1273, ptr addrspace(3) %171, align 4
  %1274 = load float, ptr addrspace(3) %579, align 16
  store float %1274, ptr addrspace(3) %174, align 16
  %1275 = load float, ptr addrspace(3) %580, align 4
  store float %1275, ptr addrspace(3) %176, align 4
  %1276 = load float, ptr addrspace(3) %581, align 8
  store float %1276, ptr addrspace(3) %178, align 8
  %1277 = load float, ptr addrspace(3) %582, align 4
  store float %1277, ptr addrspace(3) %180, align 4
  %1278 = load float, ptr addrspace(3) %583, align 16
  store float %1278, ptr addrspace(3) %182, align 16
  %1279 = load float, ptr addrspace(3) %584, align 4
  store float %1279, ptr addrspace(3) %184, align 4
  %1280 = load float, ptr addrspace(3) %585, align 8
  store float %1280, ptr addrspace(3) %186, align 8
  %1281 = load float, ptr addrspace(3) %586, align 4
  store float %1281, ptr addrspace(3) %188, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %189, label %1282, label %1288

1282: ; preds = %1249
  %1283 = load float, ptr addrspace(3) %602, align 4
  %1284 = load float, ptr addrspace(3) %599, align 4
  %1285 = fmul contract float %1283, %1284
  %1286 = load float, ptr addrspace(3) %603, align 4
  %1287 = fadd contract float %1285, %1286
  store float %1287, ptr addrspace(3) %602, align 4
  br label %1288

1288: ; preds = %1282, %1249
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %189, label %1289, label %1293

1289: ; preds = %1288
  %1290 = load float, ptr addrspace(3) %597, align 4
  %1291 = load float, ptr addrspace(3) %598, align 4
  %1292 = tail call float @llvm.maxnum.f32(float %1290, float %1291)
  store float %1292, ptr addrspace(3) %597, align 4
  br label %1293

1293: ; preds = %1289, %1288
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %616, label %604, label %._crit_edge

._crit_edge: ; preds = %1293, %207
  %1294 = load float, ptr addrspace(3) %108, align 16
  %1295 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %14
  %1296 = load float, ptr addrspace(3) %1295, align 4
  %1297 = load <4 x float>, ptr addrspace(3) %111, align 4
  %1298 = load float, ptr addrspace(3) %123, align 4
  %1299 = load float, ptr addrspace(3) %126, align 8
  %1300 = load float, ptr addrspace(3) %129, align 4
  %1301 = insertelement <8 x float> poison, float %1294, i64 0
  %1302 = shufflevector <4 x float> %1297, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1303 = shufflevector <8 x float> %1301, <8 x float> %1302, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1304 = insertelement <8 x float> %1303, float %1298, i64 5
  %1305 = insertelement <8 x float> %1304, float %1299, i64 6
  %1306 = insertelement <8 x float> %1305, float %1300, i64 7
  %1307 = insertelement <8 x float> poison, float %1296, i64 0
  %1308 = shufflevector <8 x float> %1307, <8 x float> poison, <8 x i32> zeroinitializer
  %1309 = fdiv <8 x float> %1306, %1308
  %1310 = fptrunc <8 x float> %1309 to <8 x half>
  %1311 = getelementptr half, ptr addrspace(1) %3, i64 %17
  %1312 = getelementptr half, ptr addrspace(1) %1311, i64 %12
  store <8 x half> %1310, ptr addrspace(1) %1312, align 16
  %1313 = load <8 x float>, ptr addrspace(3) %132, align 16
  %1314 = fdiv <8 x float> %1313, %1308
  %1315 = fptrunc <8 x float> %1314 to <8 x half>
  %1316 = getelementptr half, ptr addrspace(1) %1311, i64 %98
  store <8 x half> %1315, ptr addrspace(1) %1316, align 16
  %1317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %53
  %1318 = load float, ptr addrspace(3) %1317, align 4
  %1319 = load <8 x float>, ptr addrspace(3) %157, align 16
  %1320 = insertelement <8 x float> poison, float %1318, i64 0
  %1321 = shufflevector <8 x float> %1320, <8 x float> poison, <8 x i32> zeroinitializer
  %1322 = fdiv <8 x float> %1319, %1321
  %1323 = fptrunc <8 x float> %1322 to <8 x half>
  %1324 = getelementptr half, ptr addrspace(1) %3, i64 %56
  %1325 = getelementptr half, ptr addrspace(1) %1324, i64 %12
  store <8 x half> %1323, ptr addrspace(1) %1325, align 16
  %1326 = load <8 x float>, ptr addrspace(3) %174, align 16
  %1327 = fdiv <8 x float> %1326, %1321
  %1328 = fptrunc <8 x float> %1327 to <8 x half>
  %1329 = getelementptr half, ptr addrspace(1) %1324, i64 %98
  store <8 x half> %1328, ptr addrspace(1) %1329, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}

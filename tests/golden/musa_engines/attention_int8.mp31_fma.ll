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
  %91 = or i64 %12, 8
  %92 = and i64 %11, 4294967232
  %93 = trunc i64 %11 to i32
  %94 = getelementptr float, ptr addrspace(3) @global_smem, i32 %93
  store float 0.000000e+00, ptr addrspace(3) %94, align 16
  %95 = or i32 %93, 1
  %96 = getelementptr float, ptr addrspace(3) @global_smem, i32 %95
  store float 0.000000e+00, ptr addrspace(3) %96, align 4
  %97 = or i32 %93, 2
  %98 = getelementptr float, ptr addrspace(3) @global_smem, i32 %97
  store float 0.000000e+00, ptr addrspace(3) %98, align 8
  %99 = or i32 %93, 3
  %100 = getelementptr float, ptr addrspace(3) @global_smem, i32 %99
  store float 0.000000e+00, ptr addrspace(3) %100, align 4
  %101 = or i32 %93, 4
  %102 = getelementptr float, ptr addrspace(3) @global_smem, i32 %101
  store float 0.000000e+00, ptr addrspace(3) %102, align 16
  %103 = or i32 %93, 5
  %104 = getelementptr float, ptr addrspace(3) @global_smem, i32 %103
  store float 0.000000e+00, ptr addrspace(3) %104, align 4
  %105 = or i32 %93, 6
  %106 = getelementptr float, ptr addrspace(3) @global_smem, i32 %105
  store float 0.000000e+00, ptr addrspace(3) %106, align 8
  %107 = or i32 %93, 7
  %108 = getelementptr float, ptr addrspace(3) @global_smem, i32 %107
  store float 0.000000e+00, ptr addrspace(3) %108, align 4
  %109 = or i64 %91, %92
  %110 = trunc i64 %109 to i32
  %111 = getelementptr float, ptr addrspace(3) @global_smem, i32 %110
  store float 0.000000e+00, ptr addrspace(3) %111, align 16
  %112 = or i32 %93, 9
  %113 = getelementptr float, ptr addrspace(3) @global_smem, i32 %112
  store float 0.000000e+00, ptr addrspace(3) %113, align 4
  %114 = or i32 %93, 10
  %115 = getelementptr float, ptr addrspace(3) @global_smem, i32 %114
  store float 0.000000e+00, ptr addrspace(3) %115, align 8
  %116 = or i32 %93, 11
  %117 = getelementptr float, ptr addrspace(3) @global_smem, i32 %116
  store float 0.000000e+00, ptr addrspace(3) %117, align 4
  %118 = or i32 %93, 12
  %119 = getelementptr float, ptr addrspace(3) @global_smem, i32 %118
  store float 0.000000e+00, ptr addrspace(3) %119, align 16
  %120 = or i32 %93, 13
  %121 = getelementptr float, ptr addrspace(3) @global_smem, i32 %120
  store float 0.000000e+00, ptr addrspace(3) %121, align 4
  %122 = or i32 %93, 14
  %123 = getelementptr float, ptr addrspace(3) @global_smem, i32 %122
  store float 0.000000e+00, ptr addrspace(3) %123, align 8
  %124 = or i32 %93, 15
  %125 = getelementptr float, ptr addrspace(3) @global_smem, i32 %124
  store float 0.000000e+00, ptr addrspace(3) %125, align 4
  %126 = and i64 %51, -64
  %127 = or i64 %126, %12
  %128 = trunc i64 %127 to i32
  %129 = getelementptr float, ptr addrspace(3) @global_smem, i32 %128
  store float 0.000000e+00, ptr addrspace(3) %129, align 16
  %130 = or i32 %128, 1
  %131 = getelementptr float, ptr addrspace(3) @global_smem, i32 %130
  store float 0.000000e+00, ptr addrspace(3) %131, align 4
  %132 = or i32 %128, 2
  %133 = getelementptr float, ptr addrspace(3) @global_smem, i32 %132
  store float 0.000000e+00, ptr addrspace(3) %133, align 8
  %134 = or i32 %128, 3
  %135 = getelementptr float, ptr addrspace(3) @global_smem, i32 %134
  store float 0.000000e+00, ptr addrspace(3) %135, align 4
  %136 = or i32 %128, 4
  %137 = getelementptr float, ptr addrspace(3) @global_smem, i32 %136
  store float 0.000000e+00, ptr addrspace(3) %137, align 16
  %138 = or i32 %128, 5
  %139 = getelementptr float, ptr addrspace(3) @global_smem, i32 %138
  store float 0.000000e+00, ptr addrspace(3) %139, align 4
  %140 = or i32 %128, 6
  %141 = getelementptr float, ptr addrspace(3) @global_smem, i32 %140
  store float 0.000000e+00, ptr addrspace(3) %141, align 8
  %142 = or i32 %128, 7
  %143 = getelementptr float, ptr addrspace(3) @global_smem, i32 %142
  store float 0.000000e+00, ptr addrspace(3) %143, align 4
  %144 = or i64 %91, %126
  %145 = trunc i64 %144 to i32
  %146 = getelementptr float, ptr addrspace(3) @global_smem, i32 %145
  store float 0.000000e+00, ptr addrspace(3) %146, align 16
  %147 = or i32 %128, 9
  %148 = getelementptr float, ptr addrspace(3) @global_smem, i32 %147
  store float 0.000000e+00, ptr addrspace(3) %148, align 4
  %149 = or i32 %128, 10
  %150 = getelementptr float, ptr addrspace(3) @global_smem, i32 %149
  store float 0.000000e+00, ptr addrspace(3) %150, align 8
  %151 = or i32 %128, 11
  %152 = getelementptr float, ptr addrspace(3) @global_smem, i32 %151
  store float 0.000000e+00, ptr addrspace(3) %152, align 4
  %153 = or i32 %128, 12
  %154 = getelementptr float, ptr addrspace(3) @global_smem, i32 %153
  store float 0.000000e+00, ptr addrspace(3) %154, align 16
  %155 = or i32 %128, 13
  %156 = getelementptr float, ptr addrspace(3) @global_smem, i32 %155
  store float 0.000000e+00, ptr addrspace(3) %156, align 4
  %157 = or i32 %128, 14
  %158 = getelementptr float, ptr addrspace(3) @global_smem, i32 %157
  store float 0.000000e+00, ptr addrspace(3) %158, align 8
  %159 = or i32 %128, 15
  %160 = getelementptr float, ptr addrspace(3) @global_smem, i32 %159
  store float 0.000000e+00, ptr addrspace(3) %160, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %161 = icmp ult i32 %7, 64
  br i1 %161, label %162, label %164

162: ; preds = %6
  %163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %7
  store float 0.000000e+00, ptr addrspace(3) %163, align 4
  br label %164

164: ; preds = %162, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %161, label %165, label %167

165: ; preds = %164
  %166 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %166, align 4
  br label %167

167: ; preds = %165, %164
  tail call void @llvm.musa.syncthreads.lm()
  %168 = shl i32 %14, 6
  %169 = sext i32 %168 to i64
  %170 = getelementptr half, ptr addrspace(1) %2, i64 %169
  br i1 %90, label %171, label %174

171: ; preds = %167
  %172 = getelementptr half, ptr addrspace(1) %170, i64 %12
  %173 = load <8 x half>, ptr addrspace(1) %172, align 16
  br label %174

174: ; preds = %171, %167
  %175 = phi <8 x half> [ %173, %171 ], [ zeroinitializer, %167 ]
  br i1 %90, label %176, label %179

176: ; preds = %174
  %177 = getelementptr half, ptr addrspace(1) %170, i64 %91
  %178 = load <8 x half>, ptr addrspace(1) %177, align 16
  br label %179

179: ; preds = %176, %174
  %180 = phi <8 x half> [ %178, %176 ], [ zeroinitializer, %174 ]
  %181 = sext i8 %20 to i32
  %182 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %93
  %183 = sext i8 %22 to i32
  %184 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %95
  %185 = sext i8 %24 to i32
  %186 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %97
  %187 = sext i8 %26 to i32
  %188 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %99
  %189 = sext i8 %28 to i32
  %190 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %101
  %191 = sext i8 %30 to i32
  %192 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %103
  %193 = sext i8 %32 to i32
  %194 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %105
  %195 = sext i8 %34 to i32
  %196 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %107
  %197 = sext i8 %36 to i32
  %198 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %110
  %199 = sext i8 %38 to i32
  %200 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %112
  %201 = sext i8 %40 to i32
  %202 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %114
  %203 = sext i8 %42 to i32
  %204 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %116
  %205 = sext i8 %44 to i32
  %206 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %118
  %207 = sext i8 %46 to i32
  %208 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %120
  %209 = sext i8 %48 to i32
  %210 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %122
  %211 = sext i8 %50 to i32
  %212 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %124
  %213 = sext i8 %59 to i32
  %214 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %128
  %215 = sext i8 %61 to i32
  %216 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %130
  %217 = sext i8 %63 to i32
  %218 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %132
  %219 = sext i8 %65 to i32
  %220 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %134
  %221 = sext i8 %67 to i32
  %222 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %136
  %223 = sext i8 %69 to i32
  %224 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %138
  %225 = sext i8 %71 to i32
  %226 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %140
  %227 = sext i8 %73 to i32
  %228 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %142
  %229 = sext i8 %75 to i32
  %230 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %145
  %231 = sext i8 %77 to i32
  %232 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %147
  %233 = sext i8 %79 to i32
  %234 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %149
  %235 = sext i8 %81 to i32
  %236 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %151
  %237 = sext i8 %83 to i32
  %238 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %153
  %239 = sext i8 %85 to i32
  %240 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %155
  %241 = sext i8 %87 to i32
  %242 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %157
  %243 = sext i8 %89 to i32
  %244 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %159
  %245 = and i64 %11, 16
  %246 = lshr i64 %11, 5
  %247 = or i64 %245, 1
  %248 = or i64 %245, 2
  %249 = or i64 %245, 3
  %250 = or i64 %245, 4
  %251 = or i64 %245, 5
  %252 = or i64 %245, 6
  %253 = or i64 %245, 7
  %254 = or i64 %245, 8
  %255 = or i64 %245, 9
  %256 = or i64 %245, 10
  %257 = or i64 %245, 11
  %258 = or i64 %245, 12
  %259 = or i64 %245, 13
  %260 = or i64 %245, 14
  %261 = or i64 %245, 15
  %262 = trunc i64 %245 to i32
  %263 = trunc i64 %246 to i32
  %264 = and i64 %11, -32
  %265 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %93
  %266 = trunc i64 %247 to i32
  %267 = or i64 %247, %264
  %268 = trunc i64 %267 to i32
  %269 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %268
  %270 = trunc i64 %248 to i32
  %271 = or i64 %248, %264
  %272 = trunc i64 %271 to i32
  %273 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %272
  %274 = trunc i64 %249 to i32
  %275 = or i64 %249, %264
  %276 = trunc i64 %275 to i32
  %277 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %276
  %278 = trunc i64 %250 to i32
  %279 = or i64 %250, %264
  %280 = trunc i64 %279 to i32
  %281 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %280
  %282 = trunc i64 %251 to i32
  %283 = or i64 %251, %264
  %284 = trunc i64 %283 to i32
  %285 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %284
  %286 = trunc i64 %252 to i32
  %287 = or i64 %252, %264
  %288 = trunc i64 %287 to i32
  %289 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %288
  %290 = trunc i64 %253 to i32
  %291 = or i64 %253, %264
  %292 = trunc i64 %291 to i32
  %293 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %292
  %294 = trunc i64 %254 to i32
  %295 = or i64 %254, %264
  %296 = trunc i64 %295 to i32
  %297 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %296
  %298 = trunc i64 %255 to i32
  %299 = or i64 %255, %264
  %300 = trunc i64 %299 to i32
  %301 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %300
  %302 = trunc i64 %256 to i32
  %303 = or i64 %256, %264
  %304 = trunc i64 %303 to i32
  %305 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %304
  %306 = trunc i64 %257 to i32
  %307 = or i64 %257, %264
  %308 = trunc i64 %307 to i32
  %309 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %308
  %310 = trunc i64 %258 to i32
  %311 = or i64 %258, %264
  %312 = trunc i64 %311 to i32
  %313 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %312
  %314 = trunc i64 %259 to i32
  %315 = or i64 %259, %264
  %316 = trunc i64 %315 to i32
  %317 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %316
  %318 = trunc i64 %260 to i32
  %319 = or i64 %260, %264
  %320 = trunc i64 %319 to i32
  %321 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %320
  %322 = trunc i64 %261 to i32
  %323 = or i64 %261, %264
  %324 = trunc i64 %323 to i32
  %325 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %324
  %326 = and i64 %8, 31
  %327 = shl nsw i64 %8, 1
  %328 = and i64 %327, 4294967232
  %329 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %7
  %330 = add nsw i64 %8, 128
  %331 = shl nsw i64 %330, 1
  %332 = and i64 %331, 4294967232
  %333 = trunc i64 %330 to i32
  %334 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %333
  %335 = add nsw i64 %8, 256
  %336 = shl nsw i64 %335, 1
  %337 = and i64 %336, 4294967232
  %338 = trunc i64 %335 to i32
  %339 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %338
  %340 = add nsw i64 %8, 384
  %341 = shl nsw i64 %340, 1
  %342 = and i64 %341, 4294967232
  %343 = trunc i64 %340 to i32
  %344 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %343
  %345 = add nsw i64 %8, 512
  %346 = shl nsw i64 %345, 1
  %347 = and i64 %346, 4294967232
  %348 = trunc i64 %345 to i32
  %349 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %348
  %350 = add nsw i64 %8, 640
  %351 = shl nsw i64 %350, 1
  %352 = and i64 %351, 4294967232
  %353 = trunc i64 %350 to i32
  %354 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %353
  %355 = add nsw i64 %8, 768
  %356 = shl nsw i64 %355, 1
  %357 = and i64 %356, 4294967232
  %358 = trunc i64 %355 to i32
  %359 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %358
  %360 = add nsw i64 %8, 896
  %361 = shl nsw i64 %360, 1
  %362 = and i64 %361, 4294967232
  %363 = trunc i64 %360 to i32
  %364 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %363
  %365 = add nsw i64 %8, 1024
  %366 = shl nsw i64 %365, 1
  %367 = and i64 %366, 4294967232
  %368 = trunc i64 %365 to i32
  %369 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %368
  %370 = add nsw i64 %8, 1152
  %371 = shl nsw i64 %370, 1
  %372 = and i64 %371, 4294967232
  %373 = trunc i64 %370 to i32
  %374 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %373
  %375 = add nsw i64 %8, 1280
  %376 = shl nsw i64 %375, 1
  %377 = and i64 %376, 4294967232
  %378 = trunc i64 %375 to i32
  %379 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %378
  %380 = add nsw i64 %8, 1408
  %381 = shl nsw i64 %380, 1
  %382 = and i64 %381, 4294967232
  %383 = trunc i64 %380 to i32
  %384 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %383
  %385 = add nsw i64 %8, 1536
  %386 = shl nsw i64 %385, 1
  %387 = and i64 %386, 4294967232
  %388 = trunc i64 %385 to i32
  %389 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %388
  %390 = add nsw i64 %8, 1664
  %391 = shl nsw i64 %390, 1
  %392 = and i64 %391, 4294967232
  %393 = trunc i64 %390 to i32
  %394 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %393
  %395 = add nsw i64 %8, 1792
  %396 = shl nsw i64 %395, 1
  %397 = and i64 %396, 4294967232
  %398 = trunc i64 %395 to i32
  %399 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %398
  %400 = add nsw i64 %8, 1920
  %401 = shl nsw i64 %400, 1
  %402 = and i64 %401, 4294967232
  %403 = trunc i64 %400 to i32
  %404 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %403
  %405 = and i64 %8, 1
  %406 = icmp ult i32 %7, 128
  %407 = and i64 %11, 4294967264
  %408 = shl nuw nsw i64 %405, 4
  %409 = select i1 %406, i64 %407, i64 0
  %410 = or i64 %409, %408
  %411 = trunc i64 %410 to i32
  %412 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %411
  %413 = or i32 %411, 1
  %414 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %413
  %415 = or i32 %411, 2
  %416 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %415
  %417 = or i32 %411, 3
  %418 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %417
  %419 = or i32 %411, 4
  %420 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %419
  %421 = or i32 %411, 5
  %422 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %421
  %423 = or i32 %411, 6
  %424 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %423
  %425 = or i32 %411, 7
  %426 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %425
  %427 = or i32 %411, 8
  %428 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %427
  %429 = or i32 %411, 9
  %430 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %429
  %431 = or i32 %411, 10
  %432 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %431
  %433 = or i32 %411, 11
  %434 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %433
  %435 = or i32 %411, 12
  %436 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %435
  %437 = or i32 %411, 13
  %438 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %437
  %439 = or i32 %411, 14
  %440 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %439
  %441 = or i32 %411, 15
  %442 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %441
  %443 = icmp eq i64 %405, 0
  %444 = and i1 %406, %443
  %445 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %93
  %446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %263
  %447 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %263
  %448 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %93
  %449 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %268
  %450 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %268
  %451 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %272
  %452 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %272
  %453 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %276
  %454 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %276
  %455 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %280
  %456 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %280
  %457 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %284
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %284
  %459 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %288
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %288
  %461 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %292
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %292
  %463 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %296
  %464 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %296
  %465 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %300
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %300
  %467 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %304
  %468 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %304
  %469 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %308
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %308
  %471 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %312
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %312
  %473 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %316
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %316
  %475 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %320
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %320
  %477 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %324
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %324
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %411
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %413
  %481 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %415
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %417
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %419
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %421
  %485 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %423
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %425
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %427
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %429
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %431
  %490 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %433
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %435
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %437
  %493 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %439
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %441
  %495 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %93
  %496 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %268
  %497 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %272
  %498 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %276
  %499 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %280
  %500 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %284
  %501 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %288
  %502 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %292
  %503 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %296
  %504 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %300
  %505 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %304
  %506 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %308
  %507 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %312
  %508 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %316
  %509 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %320
  %510 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %324
  %511 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %93
  %512 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %95
  %513 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %97
  %514 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %99
  %515 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %101
  %516 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %103
  %517 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %105
  %518 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %107
  %519 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %110
  %520 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %112
  %521 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %114
  %522 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %116
  %523 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %118
  %524 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %120
  %525 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %122
  %526 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %124
  %527 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %93
  %528 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %95
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %97
  %530 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %99
  %531 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %101
  %532 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %103
  %533 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %105
  %534 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %107
  %535 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %110
  %536 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %112
  %537 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %114
  %538 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %116
  %539 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %118
  %540 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %120
  %541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %122
  %542 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %124
  %543 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %128
  %544 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %130
  %545 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %132
  %546 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %134
  %547 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %136
  %548 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %138
  %549 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %140
  %550 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %142
  %551 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %145
  %552 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %147
  %553 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %149
  %554 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %151
  %555 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %153
  %556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %155
  %557 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %157
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %159
  br i1 %90, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %179
  %559 = extractelement <8 x half> %180, i64 7
  %560 = extractelement <8 x half> %180, i64 6
  %561 = extractelement <8 x half> %180, i64 5
  %562 = extractelement <8 x half> %180, i64 4
  %563 = extractelement <8 x half> %180, i64 3
  %564 = extractelement <8 x half> %180, i64 2
  %565 = extractelement <8 x half> %180, i64 1
  %566 = extractelement <8 x half> %180, i64 0
  %567 = sext i32 %263 to i64
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %567
  %568 = lshr i32 %7, 1
  %569 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %568
  %570 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %7
  %571 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %7
  %572 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %7
  %573 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %568
  %574 = and i64 %8, 63
  %575 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %7
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58368), i32 %7
  br label %577

577: ; preds = %.lr.ph, %1296
  %578 = phi half [ %559, %.lr.ph ], [ %963, %1296 ]
  %579 = phi half [ %560, %.lr.ph ], [ %607, %1296 ]
  %580 = phi half [ %561, %.lr.ph ], [ %706, %1296 ]
  %581 = phi half [ %562, %.lr.ph ], [ %606, %1296 ]
  %582 = phi half [ %563, %.lr.ph ], [ %724, %1296 ]
  %583 = phi half [ %564, %.lr.ph ], [ %605, %1296 ]
  %584 = phi half [ %565, %.lr.ph ], [ %705, %1296 ]
  %585 = phi half [ %566, %.lr.ph ], [ %604, %1296 ]
  %586 = phi i32 [ 0, %.lr.ph ], [ %588, %1296 ]
  %587 = phi <8 x half> [ %175, %.lr.ph ], [ %598, %1296 ]
  %588 = add i32 %586, 32
  %589 = icmp slt i32 %588, %5
  %590 = add i32 %588, %14
  %591 = shl i32 %590, 6
  %592 = sext i32 %591 to i64
  %593 = getelementptr half, ptr addrspace(1) %2, i64 %592
  br i1 %589, label %594, label %597

594: ; preds = %577
  %595 = getelementptr half, ptr addrspace(1) %593, i64 %12
  %596 = load <8 x half>, ptr addrspace(1) %595, align 16
  br label %597

597: ; preds = %594, %577
  %598 = phi <8 x half> [ %596, %594 ], [ zeroinitializer, %577 ]
  br i1 %589, label %599, label %602

599: ; preds = %597
  %600 = getelementptr half, ptr addrspace(1) %593, i64 %91
  %601 = load <8 x half>, ptr addrspace(1) %600, align 16
  br label %602

602: ; preds = %599, %597
  %603 = phi <8 x half> [ %601, %599 ], [ zeroinitializer, %597 ]
  %604 = extractelement <8 x half> %603, i64 0
  %605 = extractelement <8 x half> %603, i64 2
  %606 = extractelement <8 x half> %603, i64 4
  %607 = extractelement <8 x half> %603, i64 6
  store i32 %181, ptr addrspace(3) %182, align 16
  store i32 %183, ptr addrspace(3) %184, align 4
  store i32 %185, ptr addrspace(3) %186, align 8
  store i32 %187, ptr addrspace(3) %188, align 4
  store i32 %189, ptr addrspace(3) %190, align 16
  store i32 %191, ptr addrspace(3) %192, align 4
  store i32 %193, ptr addrspace(3) %194, align 8
  store i32 %195, ptr addrspace(3) %196, align 4
  store i32 %197, ptr addrspace(3) %198, align 16
  store i32 %199, ptr addrspace(3) %200, align 4
  store i32 %201, ptr addrspace(3) %202, align 8
  store i32 %203, ptr addrspace(3) %204, align 4
  store i32 %205, ptr addrspace(3) %206, align 16
  store i32 %207, ptr addrspace(3) %208, align 4
  store i32 %209, ptr addrspace(3) %210, align 8
  store i32 %211, ptr addrspace(3) %212, align 4
  store i32 %213, ptr addrspace(3) %214, align 16
  store i32 %215, ptr addrspace(3) %216, align 4
  store i32 %217, ptr addrspace(3) %218, align 8
  store i32 %219, ptr addrspace(3) %220, align 4
  store i32 %221, ptr addrspace(3) %222, align 16
  store i32 %223, ptr addrspace(3) %224, align 4
  store i32 %225, ptr addrspace(3) %226, align 8
  store i32 %227, ptr addrspace(3) %228, align 4
  store i32 %229, ptr addrspace(3) %230, align 16
  store i32 %231, ptr addrspace(3) %232, align 4
  store i32 %233, ptr addrspace(3) %234, align 8
  store i32 %235, ptr addrspace(3) %236, align 4
  store i32 %237, ptr addrspace(3) %238, align 16
  store i32 %239, ptr addrspace(3) %240, align 4
  store i32 %241, ptr addrspace(3) %242, align 8
  store i32 %243, ptr addrspace(3) %244, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %608 = or i32 %586, %262
  %609 = shl i32 %608, 6
  %610 = sext i32 %609 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %610
  %611 = load i8, ptr addrspace(1) %gep, align 1
  %612 = sext i8 %611 to i32
  store i32 %612, ptr addrspace(3) %265, align 16
  %613 = or i32 %586, %266
  %614 = shl i32 %613, 6
  %615 = sext i32 %614 to i64
  %gep37 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %615
  %616 = load i8, ptr addrspace(1) %gep37, align 1
  %617 = sext i8 %616 to i32
  store i32 %617, ptr addrspace(3) %269, align 4
  %618 = or i32 %586, %270
  %619 = shl i32 %618, 6
  %620 = sext i32 %619 to i64
  %gep39 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %620
  %621 = load i8, ptr addrspace(1) %gep39, align 1
  %622 = sext i8 %621 to i32
  store i32 %622, ptr addrspace(3) %273, align 8
  %623 = or i32 %586, %274
  %624 = shl i32 %623, 6
  %625 = sext i32 %624 to i64
  %gep41 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %625
  %626 = load i8, ptr addrspace(1) %gep41, align 1
  %627 = sext i8 %626 to i32
  store i32 %627, ptr addrspace(3) %277, align 4
  %628 = or i32 %586, %278
  %629 = shl i32 %628, 6
  %630 = sext i32 %629 to i64
  %gep43 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %630
  %631 = load i8, ptr addrspace(1) %gep43, align 1
  %632 = sext i8 %631 to i32
  store i32 %632, ptr addrspace(3) %281, align 16
  %633 = or i32 %586, %282
  %634 = shl i32 %633, 6
  %635 = sext i32 %634 to i64
  %gep45 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %635
  %636 = load i8, ptr addrspace(1) %gep45, align 1
  %637 = sext i8 %636 to i32
  store i32 %637, ptr addrspace(3) %285, align 4
  %638 = or i32 %586, %286
  %639 = shl i32 %638, 6
  %640 = sext i32 %639 to i64
  %gep47 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %640
  %641 = load i8, ptr addrspace(1) %gep47, align 1
  %642 = sext i8 %641 to i32
  store i32 %642, ptr addrspace(3) %289, align 8
  %643 = or i32 %586, %290
  %644 = shl i32 %643, 6
  %645 = sext i32 %644 to i64
  %gep49 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %645
  %646 = load i8, ptr addrspace(1) %gep49, align 1
  %647 = sext i8 %646 to i32
  store i32 %647, ptr addrspace(3) %293, align 4
  %648 = or i32 %586, %294
  %649 = shl i32 %648, 6
  %650 = sext i32 %649 to i64
  %gep51 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %650
  %651 = load i8, ptr addrspace(1) %gep51, align 1
  %652 = sext i8 %651 to i32
  store i32 %652, ptr addrspace(3) %297, align 16
  %653 = or i32 %586, %298
  %654 = shl i32 %653, 6
  %655 = sext i32 %654 to i64
  %gep53 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %655
  %656 = load i8, ptr addrspace(1) %gep53, align 1
  %657 = sext i8 %656 to i32
  store i32 %657, ptr addrspace(3) %301, align 4
  %658 = or i32 %586, %302
  %659 = shl i32 %658, 6
  %660 = sext i32 %659 to i64
  %gep55 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %660
  %661 = load i8, ptr addrspace(1) %gep55, align 1
  %662 = sext i8 %661 to i32
  store i32 %662, ptr addrspace(3) %305, align 8
  %663 = or i32 %586, %306
  %664 = shl i32 %663, 6
  %665 = sext i32 %664 to i64
  %gep57 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %665
  %666 = load i8, ptr addrspace(1) %gep57, align 1
  %667 = sext i8 %666 to i32
  store i32 %667, ptr addrspace(3) %309, align 4
  %668 = or i32 %586, %310
  %669 = shl i32 %668, 6
  %670 = sext i32 %669 to i64
  %gep59 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %670
  %671 = load i8, ptr addrspace(1) %gep59, align 1
  %672 = sext i8 %671 to i32
  store i32 %672, ptr addrspace(3) %313, align 16
  %673 = or i32 %586, %314
  %674 = shl i32 %673, 6
  %675 = sext i32 %674 to i64
  %gep61 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %675
  %676 = load i8, ptr addrspace(1) %gep61, align 1
  %677 = sext i8 %676 to i32
  store i32 %677, ptr addrspace(3) %317, align 4
  %678 = or i32 %586, %318
  %679 = shl i32 %678, 6
  %680 = sext i32 %679 to i64
  %gep63 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %680
  %681 = load i8, ptr addrspace(1) %gep63, align 1
  %682 = sext i8 %681 to i32
  store i32 %682, ptr addrspace(3) %321, align 8
  %683 = or i32 %586, %322
  %684 = shl i32 %683, 6
  %685 = sext i32 %684 to i64
  %gep65 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %685
  %686 = load i8, ptr addrspace(1) %gep65, align 1
  %687 = sext i8 %686 to i32
  store i32 %687, ptr addrspace(3) %325, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %688

688: ; preds = %602, %688
  %689 = phi i32 [ 0, %602 ], [ %701, %688 ]
  %690 = phi i64 [ 0, %602 ], [ %702, %688 ]
  %691 = or i64 %690, %328
  %692 = trunc i64 %691 to i32
  %693 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %692
  %694 = load i32, ptr addrspace(3) %693, align 4
  %695 = shl nuw nsw i64 %690, 5
  %696 = or i64 %695, %326
  %697 = trunc i64 %696 to i32
  %698 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %697
  %699 = load i32, ptr addrspace(3) %698, align 4
  %700 = mul i32 %699, %694
  %701 = add i32 %700, %689
  %702 = add nuw nsw i64 %690, 1
  %703 = icmp ult i64 %690, 63
  br i1 %703, label %688, label %704

704: ; preds = %688
  %705 = extractelement <8 x half> %603, i64 1
  %706 = extractelement <8 x half> %603, i64 5
  store i32 %701, ptr addrspace(3) %329, align 4
  br label %707

707: ; preds = %704, %707
  %708 = phi i32 [ 0, %704 ], [ %720, %707 ]
  %709 = phi i64 [ 0, %704 ], [ %721, %707 ]
  %710 = or i64 %709, %332
  %711 = trunc i64 %710 to i32
  %712 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %711
  %713 = load i32, ptr addrspace(3) %712, align 4
  %714 = shl nuw nsw i64 %709, 5
  %715 = or i64 %714, %326
  %716 = trunc i64 %715 to i32
  %717 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %716
  %718 = load i32, ptr addrspace(3) %717, align 4
  %719 = mul i32 %718, %713
  %720 = add i32 %719, %708
  %721 = add nuw nsw i64 %709, 1
  %722 = icmp ult i64 %709, 63
  br i1 %722, label %707, label %723

723: ; preds = %707
  %724 = extractelement <8 x half> %603, i64 3
  store i32 %720, ptr addrspace(3) %334, align 4
  br label %725

725: ; preds = %723, %725
  %726 = phi i32 [ 0, %723 ], [ %738, %725 ]
  %727 = phi i64 [ 0, %723 ], [ %739, %725 ]
  %728 = or i64 %727, %337
  %729 = trunc i64 %728 to i32
  %730 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %729
  %731 = load i32, ptr addrspace(3) %730, align 4
  %732 = shl nuw nsw i64 %727, 5
  %733 = or i64 %732, %326
  %734 = trunc i64 %733 to i32
  %735 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %734
  %736 = load i32, ptr addrspace(3) %735, align 4
  %737 = mul i32 %736, %731
  %738 = add i32 %737, %726
  %739 = add nuw nsw i64 %727, 1
  %740 = icmp ult i64 %727, 63
  br i1 %740, label %725, label %741

741: ; preds = %725
  store i32 %738, ptr addrspace(3) %339, align 4
  br label %742

742: ; preds = %741, %742
  %743 = phi i32 [ 0, %741 ], [ %755, %742 ]
  %744 = phi i64 [ 0, %741 ], [ %756, %742 ]
  %745 = or i64 %744, %342
  %746 = trunc i64 %745 to i32
  %747 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %746
  %748 = load i32, ptr addrspace(3) %747, align 4
  %749 = shl nuw nsw i64 %744, 5
  %750 = or i64 %749, %326
  %751 = trunc i64 %750 to i32
  %752 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %751
  %753 = load i32, ptr addrspace(3) %752, align 4
  %754 = mul i32 %753, %748
  %755 = add i32 %754, %743
  %756 = add nuw nsw i64 %744, 1
  %757 = icmp ult i64 %744, 63
  br i1 %757, label %742, label %758

758: ; preds = %742
  store i32 %755, ptr addrspace(3) %344, align 4
  br label %759

759: ; preds = %758, %759
  %760 = phi i32 [ 0, %758 ], [ %772, %759 ]
  %761 = phi i64 [ 0, %758 ], [ %773, %759 ]
  %762 = or i64 %761, %347
  %763 = trunc i64 %762 to i32
  %764 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %763
  %765 = load i32, ptr addrspace(3) %764, align 4
  %766 = shl nuw nsw i64 %761, 5
  %767 = or i64 %766, %326
  %768 = trunc i64 %767 to i32
  %769 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %768
  %770 = load i32, ptr addrspace(3) %769, align 4
  %771 = mul i32 %770, %765
  %772 = add i32 %771, %760
  %773 = add nuw nsw i64 %761, 1
  %774 = icmp ult i64 %761, 63
  br i1 %774, label %759, label %775

775: ; preds = %759
  store i32 %772, ptr addrspace(3) %349, align 4
  br label %776

776: ; preds = %775, %776
  %777 = phi i32 [ 0, %775 ], [ %789, %776 ]
  %778 = phi i64 [ 0, %775 ], [ %790, %776 ]
  %779 = or i64 %778, %352
  %780 = trunc i64 %779 to i32
  %781 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %780
  %782 = load i32, ptr addrspace(3) %781, align 4
  %783 = shl nuw nsw i64 %778, 5
  %784 = or i64 %783, %326
  %785 = trunc i64 %784 to i32
  %786 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %785
  %787 = load i32, ptr addrspace(3) %786, align 4
  %788 = mul i32 %787, %782
  %789 = add i32 %788, %777
  %790 = add nuw nsw i64 %778, 1
  %791 = icmp ult i64 %778, 63
  br i1 %791, label %776, label %792

792: ; preds = %776
  store i32 %789, ptr addrspace(3) %354, align 4
  br label %793

793: ; preds = %792, %793
  %794 = phi i32 [ 0, %792 ], [ %806, %793 ]
  %795 = phi i64 [ 0, %792 ], [ %807, %793 ]
  %796 = or i64 %795, %357
  %797 = trunc i64 %796 to i32
  %798 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %797
  %799 = load i32, ptr addrspace(3) %798, align 4
  %800 = shl nuw nsw i64 %795, 5
  %801 = or i64 %800, %326
  %802 = trunc i64 %801 to i32
  %803 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %802
  %804 = load i32, ptr addrspace(3) %803, align 4
  %805 = mul i32 %804, %799
  %806 = add i32 %805, %794
  %807 = add nuw nsw i64 %795, 1
  %808 = icmp ult i64 %795, 63
  br i1 %808, label %793, label %809

809: ; preds = %793
  store i32 %806, ptr addrspace(3) %359, align 4
  br label %810

810: ; preds = %809, %810
  %811 = phi i32 [ 0, %809 ], [ %823, %810 ]
  %812 = phi i64 [ 0, %809 ], [ %824, %810 ]
  %813 = or i64 %812, %362
  %814 = trunc i64 %813 to i32
  %815 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %814
  %816 = load i32, ptr addrspace(3) %815, align 4
  %817 = shl nuw nsw i64 %812, 5
  %818 = or i64 %817, %326
  %819 = trunc i64 %818 to i32
  %820 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %819
  %821 = load i32, ptr addrspace(3) %820, align 4
  %822 = mul i32 %821, %816
  %823 = add i32 %822, %811
  %824 = add nuw nsw i64 %812, 1
  %825 = icmp ult i64 %812, 63
  br i1 %825, label %810, label %826

826: ; preds = %810
  store i32 %823, ptr addrspace(3) %364, align 4
  br label %827

827: ; preds = %826, %827
  %828 = phi i32 [ 0, %826 ], [ %840, %827 ]
  %829 = phi i64 [ 0, %826 ], [ %841, %827 ]
  %830 = or i64 %829, %367
  %831 = trunc i64 %830 to i32
  %832 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %831
  %833 = load i32, ptr addrspace(3) %832, align 4
  %834 = shl nuw nsw i64 %829, 5
  %835 = or i64 %834, %326
  %836 = trunc i64 %835 to i32
  %837 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %836
  %838 = load i32, ptr addrspace(3) %837, align 4
  %839 = mul i32 %838, %833
  %840 = add i32 %839, %828
  %841 = add nuw nsw i64 %829, 1
  %842 = icmp ult i64 %829, 63
  br i1 %842, label %827, label %843

843: ; preds = %827
  store i32 %840, ptr addrspace(3) %369, align 4
  br label %844

844: ; preds = %843, %844
  %845 = phi i32 [ 0, %843 ], [ %857, %844 ]
  %846 = phi i64 [ 0, %843 ], [ %858, %844 ]
  %847 = or i64 %846, %372
  %848 = trunc i64 %847 to i32
  %849 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %848
  %850 = load i32, ptr addrspace(3) %849, align 4
  %851 = shl nuw nsw i64 %846, 5
  %852 = or i64 %851, %326
  %853 = trunc i64 %852 to i32
  %854 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %853
  %855 = load i32, ptr addrspace(3) %854, align 4
  %856 = mul i32 %855, %850
  %857 = add i32 %856, %845
  %858 = add nuw nsw i64 %846, 1
  %859 = icmp ult i64 %846, 63
  br i1 %859, label %844, label %860

860: ; preds = %844
  store i32 %857, ptr addrspace(3) %374, align 4
  br label %861

861: ; preds = %860, %861
  %862 = phi i32 [ 0, %860 ], [ %874, %861 ]
  %863 = phi i64 [ 0, %860 ], [ %875, %861 ]
  %864 = or i64 %863, %377
  %865 = trunc i64 %864 to i32
  %866 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %865
  %867 = load i32, ptr addrspace(3) %866, align 4
  %868 = shl nuw nsw i64 %863, 5
  %869 = or i64 %868, %326
  %870 = trunc i64 %869 to i32
  %871 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %870
  %872 = load i32, ptr addrspace(3) %871, align 4
  %873 = mul i32 %872, %867
  %874 = add i32 %873, %862
  %875 = add nuw nsw i64 %863, 1
  %876 = icmp ult i64 %863, 63
  br i1 %876, label %861, label %877

877: ; preds = %861
  store i32 %874, ptr addrspace(3) %379, align 4
  br label %878

878: ; preds = %877, %878
  %879 = phi i32 [ 0, %877 ], [ %891, %878 ]
  %880 = phi i64 [ 0, %877 ], [ %892, %878 ]
  %881 = or i64 %880, %382
  %882 = trunc i64 %881 to i32
  %883 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %882
  %884 = load i32, ptr addrspace(3) %883, align 4
  %885 = shl nuw nsw i64 %880, 5
  %886 = or i64 %885, %326
  %887 = trunc i64 %886 to i32
  %888 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %887
  %889 = load i32, ptr addrspace(3) %888, align 4
  %890 = mul i32 %889, %884
  %891 = add i32 %890, %879
  %892 = add nuw nsw i64 %880, 1
  %893 = icmp ult i64 %880, 63
  br i1 %893, label %878, label %894

894: ; preds = %878
  store i32 %891, ptr addrspace(3) %384, align 4
  br label %895

895: ; preds = %894, %895
  %896 = phi i32 [ 0, %894 ], [ %908, %895 ]
  %897 = phi i64 [ 0, %894 ], [ %909, %895 ]
  %898 = or i64 %897, %387
  %899 = trunc i64 %898 to i32
  %900 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %899
  %901 = load i32, ptr addrspace(3) %900, align 4
  %902 = shl nuw nsw i64 %897, 5
  %903 = or i64 %902, %326
  %904 = trunc i64 %903 to i32
  %905 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %904
  %906 = load i32, ptr addrspace(3) %905, align 4
  %907 = mul i32 %906, %901
  %908 = add i32 %907, %896
  %909 = add nuw nsw i64 %897, 1
  %910 = icmp ult i64 %897, 63
  br i1 %910, label %895, label %911

911: ; preds = %895
  store i32 %908, ptr addrspace(3) %389, align 4
  br label %912

912: ; preds = %911, %912
  %913 = phi i32 [ 0, %911 ], [ %925, %912 ]
  %914 = phi i64 [ 0, %911 ], [ %926, %912 ]
  %915 = or i64 %914, %392
  %916 = trunc i64 %915 to i32
  %917 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %916
  %918 = load i32, ptr addrspace(3) %917, align 4
  %919 = shl nuw nsw i64 %914, 5
  %920 = or i64 %919, %326
  %921 = trunc i64 %920 to i32
  %922 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %921
  %923 = load i32, ptr addrspace(3) %922, align 4
  %924 = mul i32 %923, %918
  %925 = add i32 %924, %913
  %926 = add nuw nsw i64 %914, 1
  %927 = icmp ult i64 %914, 63
  br i1 %927, label %912, label %928

928: ; preds = %912
  store i32 %925, ptr addrspace(3) %394, align 4
  br label %929

929: ; preds = %928, %929
  %930 = phi i32 [ 0, %928 ], [ %942, %929 ]
  %931 = phi i64 [ 0, %928 ], [ %943, %929 ]
  %932 = or i64 %931, %397
  %933 = trunc i64 %932 to i32
  %934 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %933
  %935 = load i32, ptr addrspace(3) %934, align 4
  %936 = shl nuw nsw i64 %931, 5
  %937 = or i64 %936, %326
  %938 = trunc i64 %937 to i32
  %939 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %938
  %940 = load i32, ptr addrspace(3) %939, align 4
  %941 = mul i32 %940, %935
  %942 = add i32 %941, %930
  %943 = add nuw nsw i64 %931, 1
  %944 = icmp ult i64 %931, 63
  br i1 %944, label %929, label %945

945: ; preds = %929
  store i32 %942, ptr addrspace(3) %399, align 4
  br label %946

946: ; preds = %945, %946
  %947 = phi i32 [ 0, %945 ], [ %959, %946 ]
  %948 = phi i64 [ 0, %945 ], [ %960, %946 ]
  %949 = or i64 %948, %402
  %950 = trunc i64 %949 to i32
  %951 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %950
  %952 = load i32, ptr addrspace(3) %951, align 4
  %953 = shl nuw nsw i64 %948, 5
  %954 = or i64 %953, %326
  %955 = trunc i64 %954 to i32
  %956 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %955
  %957 = load i32, ptr addrspace(3) %956, align 4
  %958 = mul i32 %957, %952
  %959 = add i32 %958, %947
  %960 = add nuw nsw i64 %948, 1
  %961 = icmp ult i64 %948, 63
  br i1 %961, label %946, label %962

962: ; preds = %946
  %963 = extractelement <8 x half> %603, i64 7
  store i32 %959, ptr addrspace(3) %404, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %964 = load i32, ptr addrspace(3) %412, align 16
  %965 = sitofp i32 %964 to float
  %966 = fmul contract float %965, %4
  %967 = load i32, ptr addrspace(3) %414, align 4
  %968 = sitofp i32 %967 to float
  %969 = fmul contract float %968, %4
  %970 = tail call float @llvm.maxnum.f32(float %966, float %969)
  %971 = load i32, ptr addrspace(3) %416, align 8
  %972 = sitofp i32 %971 to float
  %973 = fmul contract float %972, %4
  %974 = tail call float @llvm.maxnum.f32(float %970, float %973)
  %975 = load i32, ptr addrspace(3) %418, align 4
  %976 = sitofp i32 %975 to float
  %977 = fmul contract float %976, %4
  %978 = tail call float @llvm.maxnum.f32(float %974, float %977)
  %979 = load i32, ptr addrspace(3) %420, align 16
  %980 = sitofp i32 %979 to float
  %981 = fmul contract float %980, %4
  %982 = tail call float @llvm.maxnum.f32(float %978, float %981)
  %983 = load i32, ptr addrspace(3) %422, align 4
  %984 = sitofp i32 %983 to float
  %985 = fmul contract float %984, %4
  %986 = tail call float @llvm.maxnum.f32(float %982, float %985)
  %987 = load i32, ptr addrspace(3) %424, align 8
  %988 = sitofp i32 %987 to float
  %989 = fmul contract float %988, %4
  %990 = tail call float @llvm.maxnum.f32(float %986, float %989)
  %991 = load i32, ptr addrspace(3) %426, align 4
  %992 = sitofp i32 %991 to float
  %993 = fmul contract float %992, %4
  %994 = tail call float @llvm.maxnum.f32(float %990, float %993)
  %995 = load i32, ptr addrspace(3) %428, align 16
  %996 = sitofp i32 %995 to float
  %997 = fmul contract float %996, %4
  %998 = tail call float @llvm.maxnum.f32(float %994, float %997)
  %999 = load i32, ptr addrspace(3) %430, align 4
  %1000 = sitofp i32 %999 to float
  %1001 = fmul contract float %1000, %4
  %1002 = tail call float @llvm.maxnum.f32(float %998, float %1001)
  %1003 = load i32, ptr addrspace(3) %432, align 8
  %1004 = sitofp i32 %1003 to float
  %1005 = fmul contract float %1004, %4
  %1006 = tail call float @llvm.maxnum.f32(float %1002, float %1005)
  %1007 = load i32, ptr addrspace(3) %434, align 4
  %1008 = sitofp i32 %1007 to float
  %1009 = fmul contract float %1008, %4
  %1010 = tail call float @llvm.maxnum.f32(float %1006, float %1009)
  %1011 = load i32, ptr addrspace(3) %436, align 16
  %1012 = sitofp i32 %1011 to float
  %1013 = fmul contract float %1012, %4
  %1014 = tail call float @llvm.maxnum.f32(float %1010, float %1013)
  %1015 = load i32, ptr addrspace(3) %438, align 4
  %1016 = sitofp i32 %1015 to float
  %1017 = fmul contract float %1016, %4
  %1018 = tail call float @llvm.maxnum.f32(float %1014, float %1017)
  %1019 = load i32, ptr addrspace(3) %440, align 8
  %1020 = sitofp i32 %1019 to float
  %1021 = fmul contract float %1020, %4
  %1022 = tail call float @llvm.maxnum.f32(float %1018, float %1021)
  %1023 = load i32, ptr addrspace(3) %442, align 4
  %1024 = sitofp i32 %1023 to float
  %1025 = fmul contract float %1024, %4
  %1026 = tail call float @llvm.maxnum.f32(float %1022, float %1025)
  %1027 = bitcast float %1026 to i32
  %1028 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1027, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %444, label %1029, label %1032

1029: ; preds = %962
  %1030 = bitcast i32 %1028 to float
  %1031 = tail call float @llvm.maxnum.f32(float %1026, float %1030)
  store float %1031, ptr addrspace(3) %569, align 4
  br label %1032

1032: ; preds = %1029, %962
  tail call void @llvm.musa.syncthreads.lm()
  %1033 = load i32, ptr addrspace(3) %445, align 16
  %1034 = sitofp i32 %1033 to float
  %1035 = fmul contract float %1034, %4
  %1036 = load float, ptr addrspace(3) %446, align 4
  %1037 = load float, ptr addrspace(3) %447, align 4
  %1038 = tail call float @llvm.maxnum.f32(float %1036, float %1037)
  %1039 = fsub contract float %1035, %1038
  %1040 = fmul float %1039, 0x3FF7154760000000
  %1041 = tail call float @llvm.exp2.f32(float %1040)
  store float %1041, ptr addrspace(3) %448, align 16
  %1042 = load i32, ptr addrspace(3) %449, align 4
  %1043 = sitofp i32 %1042 to float
  %1044 = fmul contract float %1043, %4
  %1045 = fsub contract float %1044, %1038
  %1046 = fmul float %1045, 0x3FF7154760000000
  %1047 = tail call float @llvm.exp2.f32(float %1046)
  store float %1047, ptr addrspace(3) %450, align 4
  %1048 = load i32, ptr addrspace(3) %451, align 8
  %1049 = sitofp i32 %1048 to float
  %1050 = fmul contract float %1049, %4
  %1051 = fsub contract float %1050, %1038
  %1052 = fmul float %1051, 0x3FF7154760000000
  %1053 = tail call float @llvm.exp2.f32(float %1052)
  store float %1053, ptr addrspace(3) %452, align 8
  %1054 = load i32, ptr addrspace(3) %453, align 4
  %1055 = sitofp i32 %1054 to float
  %1056 = fmul contract float %1055, %4
  %1057 = fsub contract float %1056, %1038
  %1058 = fmul float %1057, 0x3FF7154760000000
  %1059 = tail call float @llvm.exp2.f32(float %1058)
  store float %1059, ptr addrspace(3) %454, align 4
  %1060 = load i32, ptr addrspace(3) %455, align 16
  %1061 = sitofp i32 %1060 to float
  %1062 = fmul contract float %1061, %4
  %1063 = fsub contract float %1062, %1038
  %1064 = fmul float %1063, 0x3FF7154760000000
  %1065 = tail call float @llvm.exp2.f32(float %1064)
  store float %1065, ptr addrspace(3) %456, align 16
  %1066 = load i32, ptr addrspace(3) %457, align 4
  %1067 = sitofp i32 %1066 to float
  %1068 = fmul contract float %1067, %4
  %1069 = fsub contract float %1068, %1038
  %1070 = fmul float %1069, 0x3FF7154760000000
  %1071 = tail call float @llvm.exp2.f32(float %1070)
  store float %1071, ptr addrspace(3) %458, align 4
  %1072 = load i32, ptr addrspace(3) %459, align 8
  %1073 = sitofp i32 %1072 to float
  %1074 = fmul contract float %1073, %4
  %1075 = fsub contract float %1074, %1038
  %1076 = fmul float %1075, 0x3FF7154760000000
  %1077 = tail call float @llvm.exp2.f32(float %1076)
  store float %1077, ptr addrspace(3) %460, align 8
  %1078 = load i32, ptr addrspace(3) %461, align 4
  %1079 = sitofp i32 %1078 to float
  %1080 = fmul contract float %1079, %4
  %1081 = fsub contract float %1080, %1038
  %1082 = fmul float %1081, 0x3FF7154760000000
  %1083 = tail call float @llvm.exp2.f32(float %1082)
  store float %1083, ptr addrspace(3) %462, align 4
  %1084 = load i32, ptr addrspace(3) %463, align 16
  %1085 = sitofp i32 %1084 to float
  %1086 = fmul contract float %1085, %4
  %1087 = fsub contract float %1086, %1038
  %1088 = fmul float %1087, 0x3FF7154760000000
  %1089 = tail call float @llvm.exp2.f32(float %1088)
  store float %1089, ptr addrspace(3) %464, align 16
  %1090 = load i32, ptr addrspace(3) %465, align 4
  %1091 = sitofp i32 %1090 to float
  %1092 = fmul contract float %1091, %4
  %1093 = fsub contract float %1092, %1038
  %1094 = fmul float %1093, 0x3FF7154760000000
  %1095 = tail call float @llvm.exp2.f32(float %1094)
  store float %1095, ptr addrspace(3) %466, align 4
  %1096 = load i32, ptr addrspace(3) %467, align 8
  %1097 = sitofp i32 %1096 to float
  %1098 = fmul contract float %1097, %4
  %1099 = fsub contract float %1098, %1038
  %1100 = fmul float %1099, 0x3FF7154760000000
  %1101 = tail call float @llvm.exp2.f32(float %1100)
  store float %1101, ptr addrspace(3) %468, align 8
  %1102 = load i32, ptr addrspace(3) %469, align 4
  %1103 = sitofp i32 %1102 to float
  %1104 = fmul contract float %1103, %4
  %1105 = fsub contract float %1104, %1038
  %1106 = fmul float %1105, 0x3FF7154760000000
  %1107 = tail call float @llvm.exp2.f32(float %1106)
  store float %1107, ptr addrspace(3) %470, align 4
  %1108 = load i32, ptr addrspace(3) %471, align 16
  %1109 = sitofp i32 %1108 to float
  %1110 = fmul contract float %1109, %4
  %1111 = fsub contract float %1110, %1038
  %1112 = fmul float %1111, 0x3FF7154760000000
  %1113 = tail call float @llvm.exp2.f32(float %1112)
  store float %1113, ptr addrspace(3) %472, align 16
  %1114 = load i32, ptr addrspace(3) %473, align 4
  %1115 = sitofp i32 %1114 to float
  %1116 = fmul contract float %1115, %4
  %1117 = fsub contract float %1116, %1038
  %1118 = fmul float %1117, 0x3FF7154760000000
  %1119 = tail call float @llvm.exp2.f32(float %1118)
  store float %1119, ptr addrspace(3) %474, align 4
  %1120 = load i32, ptr addrspace(3) %475, align 8
  %1121 = sitofp i32 %1120 to float
  %1122 = fmul contract float %1121, %4
  %1123 = fsub contract float %1122, %1038
  %1124 = fmul float %1123, 0x3FF7154760000000
  %1125 = tail call float @llvm.exp2.f32(float %1124)
  store float %1125, ptr addrspace(3) %476, align 8
  %1126 = load i32, ptr addrspace(3) %477, align 4
  %1127 = sitofp i32 %1126 to float
  %1128 = fmul contract float %1127, %4
  %1129 = fsub contract float %1128, %1038
  %1130 = fmul float %1129, 0x3FF7154760000000
  %1131 = tail call float @llvm.exp2.f32(float %1130)
  store float %1131, ptr addrspace(3) %478, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %161, label %1132, label %1139

1132: ; preds = %1032
  %1133 = load float, ptr addrspace(3) %570, align 4
  %1134 = load float, ptr addrspace(3) %571, align 4
  %1135 = tail call float @llvm.maxnum.f32(float %1133, float %1134)
  %1136 = fsub contract float %1133, %1135
  %1137 = fmul float %1136, 0x3FF7154760000000
  %1138 = tail call float @llvm.exp2.f32(float %1137)
  store float %1138, ptr addrspace(3) %572, align 4
  br label %1139

1139: ; preds = %1132, %1032
  tail call void @llvm.musa.syncthreads.lm()
  %1140 = load float, ptr addrspace(3) %479, align 16
  %1141 = fadd reassoc float %1140, 0.000000e+00
  %1142 = load float, ptr addrspace(3) %480, align 4
  %1143 = fadd reassoc float %1141, %1142
  %1144 = load float, ptr addrspace(3) %481, align 8
  %1145 = fadd reassoc float %1143, %1144
  %1146 = load float, ptr addrspace(3) %482, align 4
  %1147 = fadd reassoc float %1145, %1146
  %1148 = load float, ptr addrspace(3) %483, align 16
  %1149 = fadd reassoc float %1147, %1148
  %1150 = load float, ptr addrspace(3) %484, align 4
  %1151 = fadd reassoc float %1149, %1150
  %1152 = load float, ptr addrspace(3) %485, align 8
  %1153 = fadd reassoc float %1151, %1152
  %1154 = load float, ptr addrspace(3) %486, align 4
  %1155 = fadd reassoc float %1153, %1154
  %1156 = load float, ptr addrspace(3) %487, align 16
  %1157 = fadd reassoc float %1155, %1156
  %1158 = load float, ptr addrspace(3) %488, align 4
  %1159 = fadd reassoc float %1157, %1158
  %1160 = load float, ptr addrspace(3) %489, align 8
  %1161 = fadd reassoc float %1159, %1160
  %1162 = load float, ptr addrspace(3) %490, align 4
  %1163 = fadd reassoc float %1161, %1162
  %1164 = load float, ptr addrspace(3) %491, align 16
  %1165 = fadd reassoc float %1163, %1164
  %1166 = load float, ptr addrspace(3) %492, align 4
  %1167 = fadd reassoc float %1165, %1166
  %1168 = load float, ptr addrspace(3) %493, align 8
  %1169 = fadd reassoc float %1167, %1168
  %1170 = load float, ptr addrspace(3) %494, align 4
  %1171 = fadd reassoc float %1169, %1170
  %1172 = bitcast float %1171 to i32
  %1173 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1172, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %444, label %1174, label %1177

1174: ; preds = %1139
  %1175 = bitcast i32 %1173 to float
  %1176 = fadd reassoc float %1171, %1175
  store float %1176, ptr addrspace(3) %573, align 4
  br label %1177

1177: ; preds = %1174, %1139
  tail call void @llvm.musa.syncthreads.lm()
  %1178 = load float, ptr addrspace(3) %448, align 16
  %1179 = fptrunc float %1178 to half
  store half %1179, ptr addrspace(3) %495, align 16
  %1180 = load float, ptr addrspace(3) %450, align 4
  %1181 = fptrunc float %1180 to half
  store half %1181, ptr addrspace(3) %496, align 2
  %1182 = load float, ptr addrspace(3) %452, align 8
  %1183 = fptrunc float %1182 to half
  store half %1183, ptr addrspace(3) %497, align 4
  %1184 = load float, ptr addrspace(3) %454, align 4
  %1185 = fptrunc float %1184 to half
  store half %1185, ptr addrspace(3) %498, align 2
  %1186 = load float, ptr addrspace(3) %456, align 16
  %1187 = fptrunc float %1186 to half
  store half %1187, ptr addrspace(3) %499, align 8
  %1188 = load float, ptr addrspace(3) %458, align 4
  %1189 = fptrunc float %1188 to half
  store half %1189, ptr addrspace(3) %500, align 2
  %1190 = load float, ptr addrspace(3) %460, align 8
  %1191 = fptrunc float %1190 to half
  store half %1191, ptr addrspace(3) %501, align 4
  %1192 = load float, ptr addrspace(3) %462, align 4
  %1193 = fptrunc float %1192 to half
  store half %1193, ptr addrspace(3) %502, align 2
  %1194 = load float, ptr addrspace(3) %464, align 16
  %1195 = fptrunc float %1194 to half
  store half %1195, ptr addrspace(3) %503, align 16
  %1196 = load float, ptr addrspace(3) %466, align 4
  %1197 = fptrunc float %1196 to half
  store half %1197, ptr addrspace(3) %504, align 2
  %1198 = load float, ptr addrspace(3) %468, align 8
  %1199 = fptrunc float %1198 to half
  store half %1199, ptr addrspace(3) %505, align 4
  %1200 = load float, ptr addrspace(3) %470, align 4
  %1201 = fptrunc float %1200 to half
  store half %1201, ptr addrspace(3) %506, align 2
  %1202 = load float, ptr addrspace(3) %472, align 16
  %1203 = fptrunc float %1202 to half
  store half %1203, ptr addrspace(3) %507, align 8
  %1204 = load float, ptr addrspace(3) %474, align 4
  %1205 = fptrunc float %1204 to half
  store half %1205, ptr addrspace(3) %508, align 2
  %1206 = load float, ptr addrspace(3) %476, align 8
  %1207 = fptrunc float %1206 to half
  store half %1207, ptr addrspace(3) %509, align 4
  %1208 = load float, ptr addrspace(3) %478, align 4
  %1209 = fptrunc float %1208 to half
  store half %1209, ptr addrspace(3) %510, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1210 = extractelement <8 x half> %587, i64 0
  store half %1210, ptr addrspace(3) %511, align 16
  %1211 = extractelement <8 x half> %587, i64 1
  store half %1211, ptr addrspace(3) %512, align 2
  %1212 = extractelement <8 x half> %587, i64 2
  store half %1212, ptr addrspace(3) %513, align 4
  %1213 = extractelement <8 x half> %587, i64 3
  store half %1213, ptr addrspace(3) %514, align 2
  %1214 = extractelement <8 x half> %587, i64 4
  store half %1214, ptr addrspace(3) %515, align 8
  %1215 = extractelement <8 x half> %587, i64 5
  store half %1215, ptr addrspace(3) %516, align 2
  %1216 = extractelement <8 x half> %587, i64 6
  store half %1216, ptr addrspace(3) %517, align 4
  %1217 = extractelement <8 x half> %587, i64 7
  store half %1217, ptr addrspace(3) %518, align 2
  store half %585, ptr addrspace(3) %519, align 16
  store half %584, ptr addrspace(3) %520, align 2
  store half %583, ptr addrspace(3) %521, align 4
  store half %582, ptr addrspace(3) %522, align 2
  store half %581, ptr addrspace(3) %523, align 8
  store half %580, ptr addrspace(3) %524, align 2
  store half %579, ptr addrspace(3) %525, align 4
  store half %578, ptr addrspace(3) %526, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %1218

1218: ; preds = %1177, %1248
  %1219 = phi i64 [ 0, %1177 ], [ %1250, %1248 ]
  %1220 = shl nuw nsw i64 %1219, 7
  %1221 = add nsw i64 %1220, %8
  %1222 = lshr i64 %1221, 6
  %1223 = trunc i64 %1221 to i32
  %1224 = getelementptr float, ptr addrspace(3) @global_smem, i32 %1223
  %1225 = load float, ptr addrspace(3) %1224, align 4
  %1226 = trunc i64 %1222 to i32
  %1227 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %1226
  %1228 = load float, ptr addrspace(3) %1227, align 4
  %1229 = fmul contract float %1225, %1228
  %1230 = shl nuw nsw i64 %1222, 5
  br label %1231

1231: ; preds = %1218, %1231
  %1232 = phi float [ %1229, %1218 ], [ %1245, %1231 ]
  %1233 = phi i64 [ 0, %1218 ], [ %1246, %1231 ]
  %1234 = add nuw nsw i64 %1233, %1230
  %1235 = trunc i64 %1234 to i32
  %1236 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %1235
  %1237 = load half, ptr addrspace(3) %1236, align 2
  %1238 = shl nuw nsw i64 %1233, 6
  %1239 = or i64 %1238, %574
  %1240 = trunc i64 %1239 to i32
  %1241 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62720), i32 %1240
  %1242 = load half, ptr addrspace(3) %1241, align 2
  %1243 = fpext half %1237 to float
  %1244 = fpext half %1242 to float
  %1245 = tail call float @llvm.fma.f32(float %1243, float %1244, float %1232)
  %1246 = add nuw nsw i64 %1233, 1
  %1247 = icmp ult i64 %1233, 31
  br i1 %1247, label %1231, label %1248

1248: ; preds = %1231
  %1249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %1223
  store float %1245, ptr addrspace(3) %1249, align 4
  %1250 = add nuw nsw i64 %1219, 1
  %1251 = icmp ult i64 %1219, 31
  br i1 %1251, label %1218, label %1252

1252: ; preds = %1248
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  %1253 = load float, ptr addrspace(3) %527, align 16
  store float %1253, ptr addrspace(3) %94, align 16
  %1254 = load float, ptr addrspace(3) %528, align 4
  store float %1254, ptr addrspace(3) %96, align 4
  %1255 = load float, ptr addrspace(3) %529, align 8
  store float %1255, ptr addrspace(3) %98, align 8
  %1256 = load float, ptr addrspace(3) %530, align 4
  store float %1256, ptr addrspace(3) %100, align 4
  %1257 = load float, ptr addrspace(3) %531, align 16
  store float %1257, ptr addrspace(3) %102, align 16
  %1258 = load float, ptr addrspace(3) %532, align 4
  store float %1258, ptr addrspace(3) %104, align 4
  %1259 = load float, ptr addrspace(3) %533, align 8
  store float %1259, ptr addrspace(3) %106, align 8
  %1260 = load float, ptr addrspace(3) %534, align 4
  store float %1260, ptr addrspace(3) %108, align 4
  %1261 = load float, ptr addrspace(3) %535, align 16
  store float %1261, ptr addrspace(3) %111, align 16
  %1262 = load float, ptr addrspace(3) %536, align 4
  store float %1262, ptr addrspace(3) %113, align 4
  %1263 = load float, ptr addrspace(3) %537, align 8
  store float %1263, ptr addrspace(3) %115, align 8
  %1264 = load float, ptr addrspace(3) %538, align 4
  store float %1264, ptr addrspace(3) %117, align 4
  %1265 = load float, ptr addrspace(3) %539, align 16
  store float %1265, ptr addrspace(3) %119, align 16
  %1266 = load float, ptr addrspace(3) %540, align 4
  store float %1266, ptr addrspace(3) %121, align 4
  %1267 = load float, ptr addrspace(3) %541, align 8
  store float %1267, ptr addrspace(3) %123, align 8
  %1268 = load float, ptr addrspace(3) %542, align 4
  store float %1268, ptr addrspace(3) %125, align 4
  %1269 = load float, ptr addrspace(3) %543, align 16
  store float %1269, ptr addrspace(3) %129, align 16
  %1270 = load float, ptr addrspace(3) %544, align 4
  store float %1270, ptr addrspace(3) %131, align 4
  %1271 = load float, ptr addrspace(3) %545, align 8
  store float %1271, ptr addrspace(3) %133, align 8
  %1272 = load float, ptr addrspace(3) %546, align 4
  store float %1272, ptr addrspace(3) %135, align 4
  %1273 = load float, ptr addrspace(3) %547, align 16
  store float %1273, ptr addrspace(3) %137, align 16
  %1274 = load float, ptr addrspace(3) %548, align 4
  store float %1274, ptr addrspace(3) %139, align 4
  %1275 = load float, ptr addrspace(3) %549, align 8
  store float %1275, ptr addrspace(3) %141, align 8
  %1276 = load float, ptr addrspace(3) %550, align 4
  store float %1276, ptr addrspace(3) %143, align 4
  %1277 = load float, ptr addrspace(3) %551, align 16
  store float %1277, ptr addrspace(3) %146, align 16
  %1278 = load float, ptr addrspace(3) %552, align 4
  store float %1278, ptr addrspace(3) %148, align 4
  %1279 = load float, ptr addrspace(3) %553, align 8
  store float %1279, ptr addrspace(3) %150, align 8
  %1280 = load float, ptr addrspace(3) %554, align 4
  store float %1280, ptr addrspace(3) %152, align 4
  %1281 = load float, ptr addrspace(3) %555, align 16
  store float %1281, ptr addrspace(3) %154, align 16
  %1282 = load float, ptr addrspace(3) %556, align 4
  store float %1282, ptr addrspace(3) %156, align 4
  %1283 = load float, ptr addrspace(3) %557, align 8
  store float %1283, ptr addrspace(3) %158, align 8
  %1284 = load float, ptr addrspace(3) %558, align 4
  store float %1284, ptr addrspace(3) %160, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %161, label %1285, label %1291

1285: ; preds = %1252
  %1286 = load float, ptr addrspace(3) %575, align 4
  %1287 = load float, ptr addrspace(3) %572, align 4
  %1288 = fmul contract float %1286, %1287
  %1289 = load float, ptr addrspace(3) %576, align 4
  %1290 = fadd contract float %1288, %1289
  store float %1290, ptr addrspace(3) %575, align 4
  br label %1291

1291: ; preds = %1285, %1252
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %161, label %1292, label %1296

1292: ; preds = %1291
  %1293 = load float, ptr addrspace(3) %570, align 4
  %1294 = load float, ptr addrspace(3) %571, align 4
  %1295 = tail call float @llvm.maxnum.f32(float %1293, float %1294)
  store float %1295, ptr addrspace(3) %570, align 4
  br label %1296

1296: ; preds = %1292, %1291
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %589, label %577, label %._crit_edge

._crit_edge: ; preds = %1296, %179
  %1297 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %14
  %1298 = load float, ptr addrspace(3) %1297, align 4
  %1299 = load <8 x float>, ptr addrspace(3) %94, align 16
  %1300 = insertelement <8 x float> poison, float %1298, i64 0
  %1301 = shufflevector <8 x float> %1300, <8 x float> poison, <8 x i32> zeroinitializer
  %1302 = fdiv <8 x float> %1299, %1301
  %1303 = fptrunc <8 x float> %1302 to <8 x half>
  %1304 = getelementptr half, ptr addrspace(1) %3, i64 %17
  %1305 = getelementptr half, ptr addrspace(1) %1304, i64 %12
  store <8 x half> %1303, ptr addrspace(1) %1305, align 16
  %1306 = load float, ptr addrspace(3) %111, align 16
  %1307 = load <4 x float>, ptr addrspace(3) %113, align 4
  %1308 = load float, ptr addrspace(3) %121, align 4
  %1309 = load float, ptr addrspace(3) %123, align 8
  %1310 = load float, ptr addrspace(3) %125, align 4
  %1311 = insertelement <8 x float> poison, float %1306, i64 0
  %1312 = shufflevector <4 x float> %1307, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1313 = shufflevector <8 x float> %1311, <8 x float> %1312, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1314 = insertelement <8 x float> %1313, float %1308, i64 5
  %1315 = insertelement <8 x float> %1314, float %1309, i64 6
  %1316 = insertelement <8 x float> %1315, float %1310, i64 7
  %1317 = fdiv <8 x float> %1316, %1301
  %1318 = fptrunc <8 x float> %1317 to <8 x half>
  %1319 = getelementptr half, ptr addrspace(1) %1304, i64 %91
  store <8 x half> %1318, ptr addrspace(1) %1319, align 16
  %1320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %53
  %1321 = load float, ptr addrspace(3) %1320, align 4
  %1322 = load <8 x float>, ptr addrspace(3) %129, align 16
  %1323 = insertelement <8 x float> poison, float %1321, i64 0
  %1324 = shufflevector <8 x float> %1323, <8 x float> poison, <8 x i32> zeroinitializer
  %1325 = fdiv <8 x float> %1322, %1324
  %1326 = fptrunc <8 x float> %1325 to <8 x half>
  %1327 = getelementptr half, ptr addrspace(1) %3, i64 %56
  %1328 = getelementptr half, ptr addrspace(1) %1327, i64 %12
  store <8 x half> %1326, ptr addrspace(1) %1328, align 16
  %1329 = load <8 x float>, ptr addrspace(3) %146, align 16
  %1330 = fdiv <8 x float> %1329, %1324
  %1331 = fptrunc <8 x float> %1330 to <8 x half>
  %1332 = getelementptr half, ptr addrspace(1) %1327, i64 %91
  store <8 x half> %1331, ptr addrspace(1) %1332, align 16
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

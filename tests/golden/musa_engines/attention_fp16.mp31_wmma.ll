; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 3
  %20 = and i64 %19, 56
  %21 = lshr i64 %19, 6
  %22 = trunc i64 %21 to i32
  %23 = shl i32 %22, 6
  br i1 %11, label %24, label %29

24: ; preds = %18
  %25 = sext i32 %23 to i64
  %26 = getelementptr half, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr half, ptr addrspace(1) %26, i64 %20
  %28 = load <8 x half>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <8 x half> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = extractelement <8 x half> %30, i64 0
  %32 = extractelement <8 x half> %30, i64 1
  %33 = extractelement <8 x half> %30, i64 2
  %34 = extractelement <8 x half> %30, i64 3
  %35 = extractelement <8 x half> %30, i64 4
  %36 = extractelement <8 x half> %30, i64 5
  %37 = extractelement <8 x half> %30, i64 6
  %38 = extractelement <8 x half> %30, i64 7
  %39 = trunc i64 %19 to i32
  %40 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %39
  store half %31, ptr addrspace(3) %40, align 16
  %41 = or i32 %39, 1
  %42 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %41
  store half %32, ptr addrspace(3) %42, align 2
  %43 = or i32 %39, 2
  %44 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %43
  store half %33, ptr addrspace(3) %44, align 4
  %45 = or i32 %39, 3
  %46 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %45
  store half %34, ptr addrspace(3) %46, align 2
  %47 = or i32 %39, 4
  %48 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %47
  store half %35, ptr addrspace(3) %48, align 8
  %49 = or i32 %39, 5
  %50 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %49
  store half %36, ptr addrspace(3) %50, align 2
  %51 = or i32 %39, 6
  %52 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %51
  store half %37, ptr addrspace(3) %52, align 4
  %53 = or i32 %39, 7
  %54 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %53
  store half %38, ptr addrspace(3) %54, align 2
  %55 = add nsw i64 %19, 1024
  %56 = lshr i64 %55, 6
  %57 = trunc i64 %56 to i32
  %58 = shl i32 %57, 6
  br i1 %11, label %59, label %64

59: ; preds = %29
  %60 = sext i32 %58 to i64
  %61 = getelementptr half, ptr addrspace(1) %1, i64 %60
  %62 = getelementptr half, ptr addrspace(1) %61, i64 %20
  %63 = load <8 x half>, ptr addrspace(1) %62, align 16
  br label %64

64: ; preds = %59, %29
  %65 = phi <8 x half> [ %63, %59 ], [ zeroinitializer, %29 ]
  %66 = extractelement <8 x half> %65, i64 0
  %67 = extractelement <8 x half> %65, i64 1
  %68 = extractelement <8 x half> %65, i64 2
  %69 = extractelement <8 x half> %65, i64 3
  %70 = extractelement <8 x half> %65, i64 4
  %71 = extractelement <8 x half> %65, i64 5
  %72 = extractelement <8 x half> %65, i64 6
  %73 = extractelement <8 x half> %65, i64 7
  %74 = and i64 %55, 4294967232
  %75 = or i64 %74, %20
  %76 = trunc i64 %75 to i32
  %77 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %76
  store half %66, ptr addrspace(3) %77, align 16
  %78 = or i32 %76, 1
  %79 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %78
  store half %67, ptr addrspace(3) %79, align 2
  %80 = or i32 %76, 2
  %81 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %80
  store half %68, ptr addrspace(3) %81, align 4
  %82 = or i32 %76, 3
  %83 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %82
  store half %69, ptr addrspace(3) %83, align 2
  %84 = or i32 %76, 4
  %85 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %84
  store half %70, ptr addrspace(3) %85, align 8
  %86 = or i32 %76, 5
  %87 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %86
  store half %71, ptr addrspace(3) %87, align 2
  %88 = or i32 %76, 6
  %89 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %88
  store half %72, ptr addrspace(3) %89, align 4
  %90 = or i32 %76, 7
  %91 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %90
  store half %73, ptr addrspace(3) %91, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %11, label %92, label %97

92: ; preds = %64
  %93 = sext i32 %23 to i64
  %94 = getelementptr half, ptr addrspace(1) %2, i64 %93
  %95 = getelementptr half, ptr addrspace(1) %94, i64 %20
  %96 = load <8 x half>, ptr addrspace(1) %95, align 16
  br label %97

97: ; preds = %92, %64
  %98 = phi <8 x half> [ %96, %92 ], [ zeroinitializer, %64 ]
  br i1 %11, label %99, label %104

99: ; preds = %97
  %100 = sext i32 %58 to i64
  %101 = getelementptr half, ptr addrspace(1) %2, i64 %100
  %102 = getelementptr half, ptr addrspace(1) %101, i64 %20
  %103 = load <8 x half>, ptr addrspace(1) %102, align 16
  br label %104

104: ; preds = %99, %97
  %105 = phi <8 x half> [ %103, %99 ], [ zeroinitializer, %97 ]
  %106 = add i32 %10, %22
  %107 = shl i32 %106, 6
  %108 = sext i32 %107 to i64
  %109 = getelementptr half, ptr addrspace(1) %0, i64 %108
  %110 = getelementptr half, ptr addrspace(1) %109, i64 %20
  %111 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %39
  %112 = add i32 %10, %57
  %113 = shl i32 %112, 6
  %114 = sext i32 %113 to i64
  %115 = getelementptr half, ptr addrspace(1) %0, i64 %114
  %116 = getelementptr half, ptr addrspace(1) %115, i64 %20
  %117 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %76
  %118 = add nsw i64 %19, 2048
  %119 = lshr i64 %118, 6
  %120 = trunc i64 %119 to i32
  %121 = add i32 %10, %120
  %122 = shl i32 %121, 6
  %123 = sext i32 %122 to i64
  %124 = getelementptr half, ptr addrspace(1) %0, i64 %123
  %125 = getelementptr half, ptr addrspace(1) %124, i64 %20
  %126 = and i64 %118, 4294967232
  %127 = or i64 %126, %20
  %128 = trunc i64 %127 to i32
  %129 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %128
  %130 = add nsw i64 %19, 3072
  %131 = lshr i64 %130, 6
  %132 = trunc i64 %131 to i32
  %133 = add i32 %10, %132
  %134 = shl i32 %133, 6
  %135 = sext i32 %134 to i64
  %136 = getelementptr half, ptr addrspace(1) %0, i64 %135
  %137 = getelementptr half, ptr addrspace(1) %136, i64 %20
  %138 = and i64 %130, 4294967232
  %139 = or i64 %138, %20
  %140 = trunc i64 %139 to i32
  %141 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %140
  %142 = and i64 %19, 24
  %143 = lshr i64 %19, 5
  %144 = or i64 %142, 1
  %145 = or i64 %142, 2
  %146 = or i64 %142, 3
  %147 = or i64 %142, 4
  %148 = or i64 %142, 5
  %149 = or i64 %142, 6
  %150 = or i64 %142, 7
  %151 = shl nuw nsw i64 %142, 6
  %152 = add nuw nsw i64 %151, %143
  %153 = trunc i64 %152 to i32
  %154 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %153
  %155 = shl nuw nsw i64 %144, 6
  %156 = add nuw nsw i64 %155, %143
  %157 = trunc i64 %156 to i32
  %158 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %157
  %159 = shl nuw nsw i64 %145, 6
  %160 = add nuw nsw i64 %159, %143
  %161 = trunc i64 %160 to i32
  %162 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %161
  %163 = shl nuw nsw i64 %146, 6
  %164 = add nuw nsw i64 %163, %143
  %165 = trunc i64 %164 to i32
  %166 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %165
  %167 = shl nuw nsw i64 %147, 6
  %168 = add nuw nsw i64 %167, %143
  %169 = trunc i64 %168 to i32
  %170 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %169
  %171 = shl nuw nsw i64 %148, 6
  %172 = add nuw nsw i64 %171, %143
  %173 = trunc i64 %172 to i32
  %174 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %173
  %175 = shl nuw nsw i64 %149, 6
  %176 = add nuw nsw i64 %175, %143
  %177 = trunc i64 %176 to i32
  %178 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %177
  %179 = shl nuw nsw i64 %150, 6
  %180 = add nuw nsw i64 %179, %143
  %181 = trunc i64 %180 to i32
  %182 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %181
  %183 = mul i64 %143, 40
  %184 = add i64 %183, %142
  %185 = trunc i64 %184 to i32
  %186 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %185
  %187 = lshr i64 %55, 5
  %188 = add nuw nsw i64 %187, %151
  %189 = trunc i64 %188 to i32
  %190 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %189
  %191 = add nuw nsw i64 %155, %187
  %192 = trunc i64 %191 to i32
  %193 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %192
  %194 = add nuw nsw i64 %159, %187
  %195 = trunc i64 %194 to i32
  %196 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %195
  %197 = add nuw nsw i64 %163, %187
  %198 = trunc i64 %197 to i32
  %199 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %198
  %200 = add nuw nsw i64 %167, %187
  %201 = trunc i64 %200 to i32
  %202 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %201
  %203 = add nuw nsw i64 %171, %187
  %204 = trunc i64 %203 to i32
  %205 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %204
  %206 = add nuw nsw i64 %175, %187
  %207 = trunc i64 %206 to i32
  %208 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %207
  %209 = add nuw nsw i64 %179, %187
  %210 = trunc i64 %209 to i32
  %211 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %210
  %212 = mul i64 %187, 40
  %213 = add i64 %212, %142
  %214 = trunc i64 %213 to i32
  %215 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %214
  %216 = lshr i64 %8, 5
  %217 = and i64 %8, 3
  %218 = lshr i64 %8, 2
  %219 = and i64 %218, 1
  %220 = lshr i64 %8, 3
  %221 = and i64 %220, 1
  %222 = shl nuw nsw i64 %221, 1
  %223 = lshr i64 %8, 4
  %224 = and i64 %223, 1
  %225 = shl nuw nsw i64 %224, 2
  %226 = or i64 %222, %225
  %227 = or i64 %226, %219
  %228 = shl nuw nsw i64 %224, 1
  %229 = or i64 %228, %221
  %230 = and i64 %8, 1
  %231 = icmp ult i32 %7, 128
  %232 = icmp eq i64 %230, 0
  %233 = and i1 %231, %232
  %234 = and i64 %19, -32
  %235 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %39
  %236 = trunc i64 %143 to i32
  %237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %236
  %238 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %236
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %39
  %240 = or i64 %144, %234
  %241 = trunc i64 %240 to i32
  %242 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %241
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %241
  %244 = or i64 %145, %234
  %245 = trunc i64 %244 to i32
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %245
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %245
  %248 = or i64 %146, %234
  %249 = trunc i64 %248 to i32
  %250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %249
  %251 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %249
  %252 = or i64 %147, %234
  %253 = trunc i64 %252 to i32
  %254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %253
  %255 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %253
  %256 = or i64 %148, %234
  %257 = trunc i64 %256 to i32
  %258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %257
  %259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %257
  %260 = or i64 %149, %234
  %261 = trunc i64 %260 to i32
  %262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %261
  %263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %261
  %264 = or i64 %150, %234
  %265 = trunc i64 %264 to i32
  %266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %265
  %267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %265
  %268 = and i64 %55, -32
  %269 = or i64 %268, %142
  %270 = trunc i64 %269 to i32
  %271 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %270
  %272 = trunc i64 %187 to i32
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %272
  %274 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %272
  %275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %270
  %276 = or i64 %144, %268
  %277 = trunc i64 %276 to i32
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %277
  %279 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %277
  %280 = or i64 %145, %268
  %281 = trunc i64 %280 to i32
  %282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %281
  %283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %281
  %284 = or i64 %146, %268
  %285 = trunc i64 %284 to i32
  %286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %285
  %287 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %285
  %288 = or i64 %147, %268
  %289 = trunc i64 %288 to i32
  %290 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %289
  %291 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %289
  %292 = or i64 %148, %268
  %293 = trunc i64 %292 to i32
  %294 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %293
  %295 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %293
  %296 = or i64 %149, %268
  %297 = trunc i64 %296 to i32
  %298 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %297
  %299 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %297
  %300 = or i64 %150, %268
  %301 = trunc i64 %300 to i32
  %302 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %301
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %301
  %304 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %185
  %305 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %214
  %306 = mul i64 %21, 72
  %307 = add i64 %306, %20
  %308 = trunc i64 %307 to i32
  %309 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %308
  %310 = mul i64 %56, 72
  %311 = add i64 %310, %20
  %312 = trunc i64 %311 to i32
  %313 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %312
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %22
  %315 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %39
  %316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %41
  %317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %43
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %45
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %47
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %49
  %321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %51
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %53
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %57
  %324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %76
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %78
  %326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %80
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %82
  %328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %84
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %86
  %330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %88
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %90
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %120
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %128
  %334 = or i32 %128, 1
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %334
  %336 = or i32 %128, 2
  %337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %336
  %338 = or i32 %128, 3
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %338
  %340 = or i32 %128, 4
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %340
  %342 = or i32 %128, 5
  %343 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %342
  %344 = or i32 %128, 6
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %344
  %346 = or i32 %128, 7
  %347 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %346
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %132
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %140
  %350 = or i32 %140, 1
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %350
  %352 = or i32 %140, 2
  %353 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %352
  %354 = or i32 %140, 3
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %354
  %356 = or i32 %140, 4
  %357 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %356
  %358 = or i32 %140, 5
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %358
  %360 = or i32 %140, 6
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %360
  %362 = or i32 %140, 7
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %362
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %20
  %invariant.gep60 = getelementptr half, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %104
  %364 = shl nsw i64 %8, 4
  %365 = and i64 %364, -32
  %366 = select i1 %231, i64 %365, i64 0
  %367 = shl nuw nsw i64 %230, 3
  %urem = and i64 %8, 7
  %368 = shl nuw nsw i64 %216, 4
  %369 = and i64 %368, 16
  %370 = or i64 %227, %369
  %371 = or i64 %370, 8
  %372 = or i64 %369, %urem
  %373 = or i64 %372, 8
  %374 = lshr i32 %7, 1
  %375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %374
  %376 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %377 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %7
  %378 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %7
  %379 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34816), i32 %374
  %380 = and i64 %368, 48
  %381 = or i64 %380, %urem
  %382 = or i64 %381, 8
  %383 = or i64 %217, 4
  %384 = or i64 %217, 8
  %385 = or i64 %217, 12
  %386 = or i64 %217, 16
  %387 = or i64 %217, 20
  %388 = or i64 %217, 24
  %389 = or i64 %217, 28
  %390 = or i64 %227, %380
  %391 = mul nuw nsw i64 %217, 72
  %392 = add nuw nsw i64 %390, %391
  %393 = trunc i64 %392 to i32
  %394 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %393
  %395 = mul nuw nsw i64 %383, 72
  %396 = add nuw nsw i64 %390, %395
  %397 = trunc i64 %396 to i32
  %398 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %397
  %399 = mul nuw nsw i64 %384, 72
  %400 = add nuw nsw i64 %390, %399
  %401 = trunc i64 %400 to i32
  %402 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %401
  %403 = mul nuw nsw i64 %385, 72
  %404 = add nuw nsw i64 %390, %403
  %405 = trunc i64 %404 to i32
  %406 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %405
  %407 = mul nuw nsw i64 %386, 72
  %408 = add nuw nsw i64 %390, %407
  %409 = trunc i64 %408 to i32
  %410 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %409
  %411 = mul nuw nsw i64 %387, 72
  %412 = add nuw nsw i64 %390, %411
  %413 = trunc i64 %412 to i32
  %414 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %413
  %415 = mul nuw nsw i64 %388, 72
  %416 = add nuw nsw i64 %390, %415
  %417 = trunc i64 %416 to i32
  %418 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %417
  %419 = mul nuw nsw i64 %389, 72
  %420 = add nuw nsw i64 %390, %419
  %421 = trunc i64 %420 to i32
  %422 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %421
  %423 = or i64 %390, 8
  %424 = add nuw nsw i64 %423, %391
  %425 = trunc i64 %424 to i32
  %426 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %425
  %427 = add nuw nsw i64 %423, %395
  %428 = trunc i64 %427 to i32
  %429 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %428
  %430 = add nuw nsw i64 %423, %399
  %431 = trunc i64 %430 to i32
  %432 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %431
  %433 = add nuw nsw i64 %423, %403
  %434 = trunc i64 %433 to i32
  %435 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %434
  %436 = add nuw nsw i64 %423, %407
  %437 = trunc i64 %436 to i32
  %438 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %437
  %439 = add nuw nsw i64 %423, %411
  %440 = trunc i64 %439 to i32
  %441 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %440
  %442 = add nuw nsw i64 %423, %415
  %443 = trunc i64 %442 to i32
  %444 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %443
  %445 = add nuw nsw i64 %423, %419
  %446 = trunc i64 %445 to i32
  %447 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %446
  %448 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %449 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34816), i32 %7
  %450 = or i64 %367, %366
  %451 = trunc i64 %450 to i32
  %452 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %451
  %453 = or i32 %451, 1
  %454 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %453
  %455 = or i32 %451, 2
  %456 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %455
  %457 = or i32 %451, 3
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %457
  %459 = or i32 %451, 4
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %459
  %461 = or i32 %451, 5
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %461
  %463 = or i32 %451, 6
  %464 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %463
  %465 = or i32 %451, 7
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %465
  %467 = or i64 %367, %366
  %468 = trunc i64 %467 to i32
  %469 = or i32 %468, 16
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %469
  %471 = or i32 %468, 17
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %471
  %473 = or i32 %468, 18
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %473
  %475 = or i32 %468, 19
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %475
  %477 = or i32 %468, 20
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %477
  %479 = or i32 %468, 21
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %479
  %481 = or i32 %468, 22
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %481
  %483 = or i32 %468, 23
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %483
  %485 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %451
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %453
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %455
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %457
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %459
  %490 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %461
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %463
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %465
  %493 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %469
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %471
  %495 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %473
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %475
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %477
  %498 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %479
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %481
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %483
  br label %501

501: ; preds = %.lr.ph, %1339
  %502 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %1339 ]
  %503 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %1339 ]
  %504 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %1339 ]
  %505 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %1339 ]
  %506 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %1339 ]
  %507 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %1339 ]
  %508 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %1339 ]
  %509 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %1339 ]
  %510 = phi float [ 0.000000e+00, %.lr.ph ], [ %1363, %1339 ]
  %511 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %1339 ]
  %512 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %1339 ]
  %513 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %1339 ]
  %514 = phi float [ 0.000000e+00, %.lr.ph ], [ %1359, %1339 ]
  %515 = phi float [ 0.000000e+00, %.lr.ph ], [ %1358, %1339 ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %1339 ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %1339 ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %1339 ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %1339 ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %1339 ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %1339 ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %1339 ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %1339 ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1349, %1339 ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1348, %1339 ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1347, %1339 ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1346, %1339 ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1345, %1339 ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1344, %1339 ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1343, %1339 ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1342, %1339 ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1341, %1339 ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1340, %1339 ]
  %534 = phi i32 [ 0, %.lr.ph ], [ %537, %1339 ]
  %535 = phi <8 x half> [ %98, %.lr.ph ], [ %573, %1339 ]
  %536 = phi <8 x half> [ %105, %.lr.ph ], [ %578, %1339 ]
  %537 = add i32 %534, 32
  %538 = icmp slt i32 %537, %5
  %539 = add i32 %537, %22
  %540 = shl i32 %539, 6
  br i1 %538, label %541, label %544

541: ; preds = %501
  %542 = sext i32 %540 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %542
  %543 = load <8 x half>, ptr addrspace(1) %gep, align 16
  br label %544

544: ; preds = %541, %501
  %545 = phi <8 x half> [ %543, %541 ], [ zeroinitializer, %501 ]
  %546 = extractelement <8 x half> %545, i64 0
  %547 = extractelement <8 x half> %545, i64 1
  %548 = extractelement <8 x half> %545, i64 2
  %549 = extractelement <8 x half> %545, i64 3
  %550 = extractelement <8 x half> %545, i64 4
  %551 = extractelement <8 x half> %545, i64 5
  %552 = extractelement <8 x half> %545, i64 6
  %553 = extractelement <8 x half> %545, i64 7
  %554 = add i32 %537, %57
  %555 = shl i32 %554, 6
  br i1 %538, label %556, label %559

556: ; preds = %544
  %557 = sext i32 %555 to i64
  %gep59 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %557
  %558 = load <8 x half>, ptr addrspace(1) %gep59, align 16
  br label %559

559: ; preds = %556, %544
  %560 = phi <8 x half> [ %558, %556 ], [ zeroinitializer, %544 ]
  %561 = extractelement <8 x half> %560, i64 0
  %562 = extractelement <8 x half> %560, i64 1
  %563 = extractelement <8 x half> %560, i64 2
  %564 = extractelement <8 x half> %560, i64 3
  %565 = extractelement <8 x half> %560, i64 4
  %566 = extractelement <8 x half> %560, i64 5
  %567 = extractelement <8 x half> %560, i64 6
  %568 = extractelement <8 x half> %560, i64 7
  br i1 %538, label %569, label %572

569: ; preds = %559
  %570 = sext i32 %540 to i64
  %gep61 = getelementptr half, ptr addrspace(1) %invariant.gep60, i64 %570
  %571 = load <8 x half>, ptr addrspace(1) %gep61, align 16
  br label %572

572: ; preds = %569, %559
  %573 = phi <8 x half> [ %571, %569 ], [ zeroinitializer, %559 ]
  br i1 %538, label %574, label %577

574: ; preds = %572
  %575 = sext i32 %555 to i64
  %gep63 = getelementptr half, ptr addrspace(1) %invariant.gep60, i64 %575
  %576 = load <8 x half>, ptr addrspace(1) %gep63, align 16
  br label %577

577: ; preds = %574, %572
  %578 = phi <8 x half> [ %576, %574 ], [ zeroinitializer, %572 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %111, ptr addrspace(1) %110, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %117, ptr addrspace(1) %116, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %129, ptr addrspace(1) %125, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %141, ptr addrspace(1) %137, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %579 = load half, ptr addrspace(3) %154, align 2
  %580 = load half, ptr addrspace(3) %158, align 2
  %581 = load half, ptr addrspace(3) %162, align 2
  %582 = load half, ptr addrspace(3) %166, align 2
  %583 = load half, ptr addrspace(3) %170, align 2
  %584 = load half, ptr addrspace(3) %174, align 2
  %585 = load half, ptr addrspace(3) %178, align 2
  %586 = load half, ptr addrspace(3) %182, align 2
  %587 = insertelement <8 x half> poison, half %579, i64 0
  %588 = insertelement <8 x half> %587, half %580, i64 1
  %589 = insertelement <8 x half> %588, half %581, i64 2
  %590 = insertelement <8 x half> %589, half %582, i64 3
  %591 = insertelement <8 x half> %590, half %583, i64 4
  %592 = insertelement <8 x half> %591, half %584, i64 5
  %593 = insertelement <8 x half> %592, half %585, i64 6
  %594 = insertelement <8 x half> %593, half %586, i64 7
  store <8 x half> %594, ptr addrspace(3) %186, align 16
  %595 = load half, ptr addrspace(3) %190, align 2
  %596 = load half, ptr addrspace(3) %193, align 2
  %597 = load half, ptr addrspace(3) %196, align 2
  %598 = load half, ptr addrspace(3) %199, align 2
  %599 = load half, ptr addrspace(3) %202, align 2
  %600 = load half, ptr addrspace(3) %205, align 2
  %601 = load half, ptr addrspace(3) %208, align 2
  %602 = load half, ptr addrspace(3) %211, align 2
  %603 = insertelement <8 x half> poison, half %595, i64 0
  %604 = insertelement <8 x half> %603, half %596, i64 1
  %605 = insertelement <8 x half> %604, half %597, i64 2
  %606 = insertelement <8 x half> %605, half %598, i64 3
  %607 = insertelement <8 x half> %606, half %599, i64 4
  %608 = insertelement <8 x half> %607, half %600, i64 5
  %609 = insertelement <8 x half> %608, half %601, i64 6
  %610 = insertelement <8 x half> %609, half %602, i64 7
  store <8 x half> %610, ptr addrspace(3) %215, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br label %611

611: ; preds = %577, %873
  %612 = phi i1 [ true, %577 ], [ false, %873 ]
  %613 = phi i64 [ 0, %577 ], [ 4, %873 ]
  %614 = add nuw nsw i64 %613, %216
  %615 = icmp ult i64 %614, 8
  br i1 %615, label %616, label %873

616: ; preds = %611
  %617 = shl nuw nsw i64 %614, 3
  %618 = and i64 %617, 48
  %619 = or i64 %618, %227
  %620 = shl nuw nsw i64 %619, 6
  %621 = or i64 %620, 512
  br label %622

622: ; preds = %616, %622
  %623 = phi <8 x i32> [ zeroinitializer, %616 ], [ %834, %622 ]
  %624 = phi i1 [ true, %616 ], [ false, %622 ]
  %625 = phi i64 [ 0, %616 ], [ 32, %622 ]
  %626 = or i64 %625, %217
  %627 = or i64 %626, %620
  %628 = trunc i64 %627 to i32
  %629 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %628
  %630 = load half, ptr addrspace(3) %629, align 2
  %631 = or i64 %626, 4
  %632 = or i64 %631, %620
  %633 = trunc i64 %632 to i32
  %634 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %633
  %635 = load half, ptr addrspace(3) %634, align 2
  %636 = or i64 %626, 8
  %637 = or i64 %636, %620
  %638 = trunc i64 %637 to i32
  %639 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %638
  %640 = load half, ptr addrspace(3) %639, align 2
  %641 = or i64 %626, 12
  %642 = or i64 %641, %620
  %643 = trunc i64 %642 to i32
  %644 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %643
  %645 = load half, ptr addrspace(3) %644, align 2
  %646 = or i64 %626, 16
  %647 = or i64 %646, %620
  %648 = trunc i64 %647 to i32
  %649 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %648
  %650 = load half, ptr addrspace(3) %649, align 2
  %651 = or i64 %626, 20
  %652 = or i64 %651, %620
  %653 = trunc i64 %652 to i32
  %654 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %653
  %655 = load half, ptr addrspace(3) %654, align 2
  %656 = or i64 %626, 24
  %657 = or i64 %656, %620
  %658 = trunc i64 %657 to i32
  %659 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %658
  %660 = load half, ptr addrspace(3) %659, align 2
  %661 = or i64 %626, 28
  %662 = or i64 %661, %620
  %663 = trunc i64 %662 to i32
  %664 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %663
  %665 = load half, ptr addrspace(3) %664, align 2
  %666 = or i64 %626, %621
  %667 = trunc i64 %666 to i32
  %668 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %667
  %669 = load half, ptr addrspace(3) %668, align 2
  %670 = or i64 %631, %621
  %671 = trunc i64 %670 to i32
  %672 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %671
  %673 = load half, ptr addrspace(3) %672, align 2
  %674 = or i64 %636, %621
  %675 = trunc i64 %674 to i32
  %676 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %675
  %677 = load half, ptr addrspace(3) %676, align 2
  %678 = or i64 %641, %621
  %679 = trunc i64 %678 to i32
  %680 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %679
  %681 = load half, ptr addrspace(3) %680, align 2
  %682 = or i64 %646, %621
  %683 = trunc i64 %682 to i32
  %684 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %683
  %685 = load half, ptr addrspace(3) %684, align 2
  %686 = or i64 %651, %621
  %687 = trunc i64 %686 to i32
  %688 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %687
  %689 = load half, ptr addrspace(3) %688, align 2
  %690 = or i64 %656, %621
  %691 = trunc i64 %690 to i32
  %692 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %691
  %693 = load half, ptr addrspace(3) %692, align 2
  %694 = or i64 %661, %621
  %695 = trunc i64 %694 to i32
  %696 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %695
  %697 = load half, ptr addrspace(3) %696, align 2
  %698 = insertelement <2 x half> poison, half %630, i64 0
  %699 = insertelement <2 x half> %698, half %635, i64 1
  %700 = bitcast <2 x half> %699 to i32
  %701 = insertelement <2 x half> poison, half %640, i64 0
  %702 = insertelement <2 x half> %701, half %645, i64 1
  %703 = bitcast <2 x half> %702 to i32
  %704 = insertelement <2 x half> poison, half %650, i64 0
  %705 = insertelement <2 x half> %704, half %655, i64 1
  %706 = bitcast <2 x half> %705 to i32
  %707 = insertelement <2 x half> poison, half %660, i64 0
  %708 = insertelement <2 x half> %707, half %665, i64 1
  %709 = bitcast <2 x half> %708 to i32
  %710 = insertelement <2 x half> poison, half %669, i64 0
  %711 = insertelement <2 x half> %710, half %673, i64 1
  %712 = bitcast <2 x half> %711 to i32
  %713 = insertelement <2 x half> poison, half %677, i64 0
  %714 = insertelement <2 x half> %713, half %681, i64 1
  %715 = bitcast <2 x half> %714 to i32
  %716 = insertelement <2 x half> poison, half %685, i64 0
  %717 = insertelement <2 x half> %716, half %689, i64 1
  %718 = bitcast <2 x half> %717 to i32
  %719 = insertelement <2 x half> poison, half %693, i64 0
  %720 = insertelement <2 x half> %719, half %697, i64 1
  %721 = bitcast <2 x half> %720 to i32
  %722 = insertelement <8 x i32> poison, i32 %700, i64 0
  %723 = insertelement <8 x i32> %722, i32 %703, i64 1
  %724 = insertelement <8 x i32> %723, i32 %706, i64 2
  %725 = insertelement <8 x i32> %724, i32 %709, i64 3
  %726 = insertelement <8 x i32> %725, i32 %712, i64 4
  %727 = insertelement <8 x i32> %726, i32 %715, i64 5
  %728 = insertelement <8 x i32> %727, i32 %718, i64 6
  %729 = insertelement <8 x i32> %728, i32 %721, i64 7
  %730 = mul nuw nsw i64 %626, 40
  %731 = add nuw nsw i64 %730, %370
  %732 = trunc i64 %731 to i32
  %733 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %732
  %734 = load half, ptr addrspace(3) %733, align 2
  %735 = mul nuw nsw i64 %631, 40
  %736 = add nuw nsw i64 %735, %370
  %737 = trunc i64 %736 to i32
  %738 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %737
  %739 = load half, ptr addrspace(3) %738, align 2
  %740 = mul nuw nsw i64 %636, 40
  %741 = add nuw nsw i64 %740, %370
  %742 = trunc i64 %741 to i32
  %743 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %742
  %744 = load half, ptr addrspace(3) %743, align 2
  %745 = mul nuw nsw i64 %641, 40
  %746 = add nuw nsw i64 %745, %370
  %747 = trunc i64 %746 to i32
  %748 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %747
  %749 = load half, ptr addrspace(3) %748, align 2
  %750 = mul nuw nsw i64 %646, 40
  %751 = add nuw nsw i64 %750, %370
  %752 = trunc i64 %751 to i32
  %753 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %752
  %754 = load half, ptr addrspace(3) %753, align 2
  %755 = mul nuw nsw i64 %651, 40
  %756 = add nuw nsw i64 %755, %370
  %757 = trunc i64 %756 to i32
  %758 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %757
  %759 = load half, ptr addrspace(3) %758, align 2
  %760 = mul nuw nsw i64 %656, 40
  %761 = add nuw nsw i64 %760, %370
  %762 = trunc i64 %761 to i32
  %763 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %762
  %764 = load half, ptr addrspace(3) %763, align 2
  %765 = mul nuw nsw i64 %661, 40
  %766 = add nuw nsw i64 %765, %370
  %767 = trunc i64 %766 to i32
  %768 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %767
  %769 = load half, ptr addrspace(3) %768, align 2
  %770 = add nuw nsw i64 %730, %371
  %771 = trunc i64 %770 to i32
  %772 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %771
  %773 = load half, ptr addrspace(3) %772, align 2
  %774 = add nuw nsw i64 %735, %371
  %775 = trunc i64 %774 to i32
  %776 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %775
  %777 = load half, ptr addrspace(3) %776, align 2
  %778 = add nuw nsw i64 %740, %371
  %779 = trunc i64 %778 to i32
  %780 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %779
  %781 = load half, ptr addrspace(3) %780, align 2
  %782 = add nuw nsw i64 %745, %371
  %783 = trunc i64 %782 to i32
  %784 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %783
  %785 = load half, ptr addrspace(3) %784, align 2
  %786 = add nuw nsw i64 %750, %371
  %787 = trunc i64 %786 to i32
  %788 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %787
  %789 = load half, ptr addrspace(3) %788, align 2
  %790 = add nuw nsw i64 %755, %371
  %791 = trunc i64 %790 to i32
  %792 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %791
  %793 = load half, ptr addrspace(3) %792, align 2
  %794 = add nuw nsw i64 %760, %371
  %795 = trunc i64 %794 to i32
  %796 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %795
  %797 = load half, ptr addrspace(3) %796, align 2
  %798 = add nuw nsw i64 %765, %371
  %799 = trunc i64 %798 to i32
  %800 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %799
  %801 = load half, ptr addrspace(3) %800, align 2
  %802 = insertelement <2 x half> poison, half %734, i64 0
  %803 = insertelement <2 x half> %802, half %739, i64 1
  %804 = bitcast <2 x half> %803 to i32
  %805 = insertelement <2 x half> poison, half %744, i64 0
  %806 = insertelement <2 x half> %805, half %749, i64 1
  %807 = bitcast <2 x half> %806 to i32
  %808 = insertelement <2 x half> poison, half %754, i64 0
  %809 = insertelement <2 x half> %808, half %759, i64 1
  %810 = bitcast <2 x half> %809 to i32
  %811 = insertelement <2 x half> poison, half %764, i64 0
  %812 = insertelement <2 x half> %811, half %769, i64 1
  %813 = bitcast <2 x half> %812 to i32
  %814 = insertelement <2 x half> poison, half %773, i64 0
  %815 = insertelement <2 x half> %814, half %777, i64 1
  %816 = bitcast <2 x half> %815 to i32
  %817 = insertelement <2 x half> poison, half %781, i64 0
  %818 = insertelement <2 x half> %817, half %785, i64 1
  %819 = bitcast <2 x half> %818 to i32
  %820 = insertelement <2 x half> poison, half %789, i64 0
  %821 = insertelement <2 x half> %820, half %793, i64 1
  %822 = bitcast <2 x half> %821 to i32
  %823 = insertelement <2 x half> poison, half %797, i64 0
  %824 = insertelement <2 x half> %823, half %801, i64 1
  %825 = bitcast <2 x half> %824 to i32
  %826 = insertelement <8 x i32> poison, i32 %804, i64 0
  %827 = insertelement <8 x i32> %826, i32 %807, i64 1
  %828 = insertelement <8 x i32> %827, i32 %810, i64 2
  %829 = insertelement <8 x i32> %828, i32 %813, i64 3
  %830 = insertelement <8 x i32> %829, i32 %816, i64 4
  %831 = insertelement <8 x i32> %830, i32 %819, i64 5
  %832 = insertelement <8 x i32> %831, i32 %822, i64 6
  %833 = insertelement <8 x i32> %832, i32 %825, i64 7
  %834 = tail call <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32> %729, <8 x i32> %833, <8 x i32> %623, i32 1, i32 1, i32 1)
  br i1 %624, label %622, label %835

835: ; preds = %622
  %836 = or i64 %618, %229
  %bc16 = bitcast <8 x i32> %834 to <8 x float>
  %837 = extractelement <8 x float> %bc16, i64 0
  %838 = shl nuw nsw i64 %836, 5
  %839 = or i64 %838, %372
  %840 = trunc i64 %839 to i32
  %841 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %840
  store float %837, ptr addrspace(3) %841, align 4
  %842 = extractelement <8 x float> %bc16, i64 1
  %843 = or i64 %838, %373
  %844 = trunc i64 %843 to i32
  %845 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %844
  store float %842, ptr addrspace(3) %845, align 4
  %846 = extractelement <8 x float> %bc16, i64 2
  %847 = or i64 %838, 128
  %848 = or i64 %847, %372
  %849 = trunc i64 %848 to i32
  %850 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %849
  store float %846, ptr addrspace(3) %850, align 4
  %851 = extractelement <8 x float> %bc16, i64 3
  %852 = or i64 %847, %373
  %853 = trunc i64 %852 to i32
  %854 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %853
  store float %851, ptr addrspace(3) %854, align 4
  %855 = extractelement <8 x float> %bc16, i64 4
  %856 = or i64 %838, 256
  %857 = or i64 %856, %372
  %858 = trunc i64 %857 to i32
  %859 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %858
  store float %855, ptr addrspace(3) %859, align 4
  %860 = extractelement <8 x float> %bc16, i64 5
  %861 = or i64 %856, %373
  %862 = trunc i64 %861 to i32
  %863 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %862
  store float %860, ptr addrspace(3) %863, align 4
  %864 = extractelement <8 x float> %bc16, i64 6
  %865 = or i64 %838, 384
  %866 = or i64 %865, %372
  %867 = trunc i64 %866 to i32
  %868 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %867
  store float %864, ptr addrspace(3) %868, align 4
  %869 = extractelement <8 x float> %bc16, i64 7
  %870 = or i64 %865, %373
  %871 = trunc i64 %870 to i32
  %872 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %871
  store float %869, ptr addrspace(3) %872, align 4
  br label %873

873: ; preds = %835, %611
  br i1 %612, label %611, label %874

874: ; preds = %873
  tail call void @llvm.musa.syncthreads.lm()
  %875 = load float, ptr addrspace(3) %452, align 16
  %876 = fmul contract float %875, %4
  %877 = tail call float @llvm.maxnum.f32(float %876, float 0xFFF0000000000000)
  %878 = load float, ptr addrspace(3) %454, align 4
  %879 = fmul contract float %878, %4
  %880 = tail call float @llvm.maxnum.f32(float %877, float %879)
  %881 = load float, ptr addrspace(3) %456, align 8
  %882 = fmul contract float %881, %4
  %883 = tail call float @llvm.maxnum.f32(float %880, float %882)
  %884 = load float, ptr addrspace(3) %458, align 4
  %885 = fmul contract float %884, %4
  %886 = tail call float @llvm.maxnum.f32(float %883, float %885)
  %887 = load float, ptr addrspace(3) %460, align 16
  %888 = fmul contract float %887, %4
  %889 = tail call float @llvm.maxnum.f32(float %886, float %888)
  %890 = load float, ptr addrspace(3) %462, align 4
  %891 = fmul contract float %890, %4
  %892 = tail call float @llvm.maxnum.f32(float %889, float %891)
  %893 = load float, ptr addrspace(3) %464, align 8
  %894 = fmul contract float %893, %4
  %895 = tail call float @llvm.maxnum.f32(float %892, float %894)
  %896 = load float, ptr addrspace(3) %466, align 4
  %897 = fmul contract float %896, %4
  %898 = tail call float @llvm.maxnum.f32(float %895, float %897)
  %899 = load float, ptr addrspace(3) %470, align 16
  %900 = fmul contract float %899, %4
  %901 = tail call float @llvm.maxnum.f32(float %898, float %900)
  %902 = load float, ptr addrspace(3) %472, align 4
  %903 = fmul contract float %902, %4
  %904 = tail call float @llvm.maxnum.f32(float %901, float %903)
  %905 = load float, ptr addrspace(3) %474, align 8
  %906 = fmul contract float %905, %4
  %907 = tail call float @llvm.maxnum.f32(float %904, float %906)
  %908 = load float, ptr addrspace(3) %476, align 4
  %909 = fmul contract float %908, %4
  %910 = tail call float @llvm.maxnum.f32(float %907, float %909)
  %911 = load float, ptr addrspace(3) %478, align 16
  %912 = fmul contract float %911, %4
  %913 = tail call float @llvm.maxnum.f32(float %910, float %912)
  %914 = load float, ptr addrspace(3) %480, align 4
  %915 = fmul contract float %914, %4
  %916 = tail call float @llvm.maxnum.f32(float %913, float %915)
  %917 = load float, ptr addrspace(3) %482, align 8
  %918 = fmul contract float %917, %4
  %919 = tail call float @llvm.maxnum.f32(float %916, float %918)
  %920 = load float, ptr addrspace(3) %484, align 4
  %921 = fmul contract float %920, %4
  %922 = tail call float @llvm.maxnum.f32(float %919, float %921)
  %923 = bitcast float %922 to i32
  %924 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %923, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %233, label %925, label %928

925: ; preds = %874
  %926 = bitcast i32 %924 to float
  %927 = tail call float @llvm.maxnum.f32(float %922, float %926)
  store float %927, ptr addrspace(3) %375, align 4
  br label %928

928: ; preds = %925, %874
  tail call void @llvm.musa.syncthreads.lm()
  %929 = load float, ptr addrspace(3) %235, align 16
  %930 = fmul contract float %929, %4
  %931 = load float, ptr addrspace(3) %237, align 4
  %932 = load float, ptr addrspace(3) %238, align 4
  %933 = tail call float @llvm.maxnum.f32(float %931, float %932)
  %934 = fsub contract float %930, %933
  %935 = fmul float %934, 0x3FF7154760000000
  %936 = tail call float @llvm.exp2.f32(float %935)
  store float %936, ptr addrspace(3) %239, align 16
  %937 = load float, ptr addrspace(3) %242, align 4
  %938 = fmul contract float %937, %4
  %939 = fsub contract float %938, %933
  %940 = fmul float %939, 0x3FF7154760000000
  %941 = tail call float @llvm.exp2.f32(float %940)
  store float %941, ptr addrspace(3) %243, align 4
  %942 = load float, ptr addrspace(3) %246, align 8
  %943 = fmul contract float %942, %4
  %944 = fsub contract float %943, %933
  %945 = fmul float %944, 0x3FF7154760000000
  %946 = tail call float @llvm.exp2.f32(float %945)
  store float %946, ptr addrspace(3) %247, align 8
  %947 = load float, ptr addrspace(3) %250, align 4
  %948 = fmul contract float %947, %4
  %949 = fsub contract float %948, %933
  %950 = fmul float %949, 0x3FF7154760000000
  %951 = tail call float @llvm.exp2.f32(float %950)
  store float %951, ptr addrspace(3) %251, align 4
  %952 = load float, ptr addrspace(3) %254, align 16
  %953 = fmul contract float %952, %4
  %954 = fsub contract float %953, %933
  %955 = fmul float %954, 0x3FF7154760000000
  %956 = tail call float @llvm.exp2.f32(float %955)
  store float %956, ptr addrspace(3) %255, align 16
  %957 = load float, ptr addrspace(3) %258, align 4
  %958 = fmul contract float %957, %4
  %959 = fsub contract float %958, %933
  %960 = fmul float %959, 0x3FF7154760000000
  %961 = tail call float @llvm.exp2.f32(float %960)
  store float %961, ptr addrspace(3) %259, align 4
  %962 = load float, ptr addrspace(3) %262, align 8
  %963 = fmul contract float %962, %4
  %964 = fsub contract float %963, %933
  %965 = fmul float %964, 0x3FF7154760000000
  %966 = tail call float @llvm.exp2.f32(float %965)
  store float %966, ptr addrspace(3) %263, align 8
  %967 = load float, ptr addrspace(3) %266, align 4
  %968 = fmul contract float %967, %4
  %969 = fsub contract float %968, %933
  %970 = fmul float %969, 0x3FF7154760000000
  %971 = tail call float @llvm.exp2.f32(float %970)
  store float %971, ptr addrspace(3) %267, align 4
  %972 = load float, ptr addrspace(3) %271, align 16
  %973 = fmul contract float %972, %4
  %974 = load float, ptr addrspace(3) %273, align 4
  %975 = load float, ptr addrspace(3) %274, align 4
  %976 = tail call float @llvm.maxnum.f32(float %974, float %975)
  %977 = fsub contract float %973, %976
  %978 = fmul float %977, 0x3FF7154760000000
  %979 = tail call float @llvm.exp2.f32(float %978)
  store float %979, ptr addrspace(3) %275, align 16
  %980 = load float, ptr addrspace(3) %278, align 4
  %981 = fmul contract float %980, %4
  %982 = fsub contract float %981, %976
  %983 = fmul float %982, 0x3FF7154760000000
  %984 = tail call float @llvm.exp2.f32(float %983)
  store float %984, ptr addrspace(3) %279, align 4
  %985 = load float, ptr addrspace(3) %282, align 8
  %986 = fmul contract float %985, %4
  %987 = fsub contract float %986, %976
  %988 = fmul float %987, 0x3FF7154760000000
  %989 = tail call float @llvm.exp2.f32(float %988)
  store float %989, ptr addrspace(3) %283, align 8
  %990 = load float, ptr addrspace(3) %286, align 4
  %991 = fmul contract float %990, %4
  %992 = fsub contract float %991, %976
  %993 = fmul float %992, 0x3FF7154760000000
  %994 = tail call float @llvm.exp2.f32(float %993)
  store float %994, ptr addrspace(3) %287, align 4
  %995 = load float, ptr addrspace(3) %290, align 16
  %996 = fmul contract float %995, %4
  %997 = fsub contract float %996, %976
  %998 = fmul float %997, 0x3FF7154760000000
  %999 = tail call float @llvm.exp2.f32(float %998)
  store float %999, ptr addrspace(3) %291, align 16
  %1000 = load float, ptr addrspace(3) %294, align 4
  %1001 = fmul contract float %1000, %4
  %1002 = fsub contract float %1001, %976
  %1003 = fmul float %1002, 0x3FF7154760000000
  %1004 = tail call float @llvm.exp2.f32(float %1003)
  store float %1004, ptr addrspace(3) %295, align 4
  %1005 = load float, ptr addrspace(3) %298, align 8
  %1006 = fmul contract float %1005, %4
  %1007 = fsub contract float %1006, %976
  %1008 = fmul float %1007, 0x3FF7154760000000
  %1009 = tail call float @llvm.exp2.f32(float %1008)
  store float %1009, ptr addrspace(3) %299, align 8
  %1010 = load float, ptr addrspace(3) %302, align 4
  %1011 = fmul contract float %1010, %4
  %1012 = fsub contract float %1011, %976
  %1013 = fmul float %1012, 0x3FF7154760000000
  %1014 = tail call float @llvm.exp2.f32(float %1013)
  store float %1014, ptr addrspace(3) %303, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1015, label %1022

1015: ; preds = %928
  %1016 = load float, ptr addrspace(3) %376, align 4
  %1017 = load float, ptr addrspace(3) %377, align 4
  %1018 = tail call float @llvm.maxnum.f32(float %1016, float %1017)
  %1019 = fsub contract float %1016, %1018
  %1020 = fmul float %1019, 0x3FF7154760000000
  %1021 = tail call float @llvm.exp2.f32(float %1020)
  store float %1021, ptr addrspace(3) %378, align 4
  br label %1022

1022: ; preds = %1015, %928
  tail call void @llvm.musa.syncthreads.lm()
  %1023 = load float, ptr addrspace(3) %485, align 16
  %1024 = fadd reassoc float %1023, 0.000000e+00
  %1025 = load float, ptr addrspace(3) %486, align 4
  %1026 = fadd reassoc float %1024, %1025
  %1027 = load float, ptr addrspace(3) %487, align 8
  %1028 = fadd reassoc float %1026, %1027
  %1029 = load float, ptr addrspace(3) %488, align 4
  %1030 = fadd reassoc float %1028, %1029
  %1031 = load float, ptr addrspace(3) %489, align 16
  %1032 = fadd reassoc float %1030, %1031
  %1033 = load float, ptr addrspace(3) %490, align 4
  %1034 = fadd reassoc float %1032, %1033
  %1035 = load float, ptr addrspace(3) %491, align 8
  %1036 = fadd reassoc float %1034, %1035
  %1037 = load float, ptr addrspace(3) %492, align 4
  %1038 = fadd reassoc float %1036, %1037
  %1039 = load float, ptr addrspace(3) %493, align 16
  %1040 = fadd reassoc float %1038, %1039
  %1041 = load float, ptr addrspace(3) %494, align 4
  %1042 = fadd reassoc float %1040, %1041
  %1043 = load float, ptr addrspace(3) %495, align 8
  %1044 = fadd reassoc float %1042, %1043
  %1045 = load float, ptr addrspace(3) %496, align 4
  %1046 = fadd reassoc float %1044, %1045
  %1047 = load float, ptr addrspace(3) %497, align 16
  %1048 = fadd reassoc float %1046, %1047
  %1049 = load float, ptr addrspace(3) %498, align 4
  %1050 = fadd reassoc float %1048, %1049
  %1051 = load float, ptr addrspace(3) %499, align 8
  %1052 = fadd reassoc float %1050, %1051
  %1053 = load float, ptr addrspace(3) %500, align 4
  %1054 = fadd reassoc float %1052, %1053
  %1055 = bitcast float %1054 to i32
  %1056 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1055, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %233, label %1057, label %1060

1057: ; preds = %1022
  %1058 = bitcast i32 %1056 to float
  %1059 = fadd reassoc float %1054, %1058
  store float %1059, ptr addrspace(3) %379, align 4
  br label %1060

1060: ; preds = %1057, %1022
  tail call void @llvm.musa.syncthreads.lm()
  %1061 = load float, ptr addrspace(3) %239, align 16
  %1062 = load <4 x float>, ptr addrspace(3) %243, align 4
  %1063 = load float, ptr addrspace(3) %259, align 4
  %1064 = load float, ptr addrspace(3) %263, align 8
  %1065 = load float, ptr addrspace(3) %267, align 4
  %1066 = insertelement <8 x float> poison, float %1061, i64 0
  %1067 = shufflevector <4 x float> %1062, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1068 = shufflevector <8 x float> %1066, <8 x float> %1067, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1069 = insertelement <8 x float> %1068, float %1063, i64 5
  %1070 = insertelement <8 x float> %1069, float %1064, i64 6
  %1071 = insertelement <8 x float> %1070, float %1065, i64 7
  %1072 = fptrunc <8 x float> %1071 to <8 x half>
  store <8 x half> %1072, ptr addrspace(3) %304, align 16
  %1073 = load <8 x float>, ptr addrspace(3) %275, align 16
  %1074 = fptrunc <8 x float> %1073 to <8 x half>
  store <8 x half> %1074, ptr addrspace(3) %305, align 16
  store <8 x half> %535, ptr addrspace(3) %309, align 16
  store <8 x half> %536, ptr addrspace(3) %313, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1075 = load float, ptr addrspace(3) %314, align 4
  %1076 = fmul contract float %533, %1075
  store float %1076, ptr addrspace(3) %315, align 16
  %1077 = fmul contract float %532, %1075
  store float %1077, ptr addrspace(3) %316, align 4
  %1078 = fmul contract float %531, %1075
  store float %1078, ptr addrspace(3) %317, align 8
  %1079 = fmul contract float %530, %1075
  store float %1079, ptr addrspace(3) %318, align 4
  %1080 = fmul contract float %529, %1075
  store float %1080, ptr addrspace(3) %319, align 16
  %1081 = fmul contract float %528, %1075
  store float %1081, ptr addrspace(3) %320, align 4
  %1082 = fmul contract float %527, %1075
  store float %1082, ptr addrspace(3) %321, align 8
  %1083 = fmul contract float %526, %1075
  store float %1083, ptr addrspace(3) %322, align 4
  %1084 = load float, ptr addrspace(3) %323, align 4
  %1085 = fmul contract float %525, %1084
  store float %1085, ptr addrspace(3) %324, align 16
  %1086 = fmul contract float %524, %1084
  store float %1086, ptr addrspace(3) %325, align 4
  %1087 = fmul contract float %523, %1084
  store float %1087, ptr addrspace(3) %326, align 8
  %1088 = fmul contract float %522, %1084
  store float %1088, ptr addrspace(3) %327, align 4
  %1089 = fmul contract float %521, %1084
  store float %1089, ptr addrspace(3) %328, align 16
  %1090 = fmul contract float %520, %1084
  store float %1090, ptr addrspace(3) %329, align 4
  %1091 = fmul contract float %519, %1084
  store float %1091, ptr addrspace(3) %330, align 8
  %1092 = fmul contract float %518, %1084
  store float %1092, ptr addrspace(3) %331, align 4
  %1093 = load float, ptr addrspace(3) %332, align 4
  %1094 = fmul contract float %517, %1093
  store float %1094, ptr addrspace(3) %333, align 16
  %1095 = fmul contract float %516, %1093
  store float %1095, ptr addrspace(3) %335, align 4
  %1096 = fmul contract float %515, %1093
  store float %1096, ptr addrspace(3) %337, align 8
  %1097 = fmul contract float %514, %1093
  store float %1097, ptr addrspace(3) %339, align 4
  %1098 = fmul contract float %513, %1093
  store float %1098, ptr addrspace(3) %341, align 16
  %1099 = fmul contract float %512, %1093
  store float %1099, ptr addrspace(3) %343, align 4
  %1100 = fmul contract float %511, %1093
  store float %1100, ptr addrspace(3) %345, align 8
  %1101 = fmul contract float %510, %1093
  store float %1101, ptr addrspace(3) %347, align 4
  %1102 = load float, ptr addrspace(3) %348, align 4
  %1103 = fmul contract float %509, %1102
  store float %1103, ptr addrspace(3) %349, align 16
  %1104 = fmul contract float %508, %1102
  store float %1104, ptr addrspace(3) %351, align 4
  %1105 = fmul contract float %507, %1102
  store float %1105, ptr addrspace(3) %353, align 8
  %1106 = fmul contract float %506, %1102
  store float %1106, ptr addrspace(3) %355, align 4
  %1107 = fmul contract float %505, %1102
  store float %1107, ptr addrspace(3) %357, align 16
  %1108 = fmul contract float %504, %1102
  store float %1108, ptr addrspace(3) %359, align 4
  %1109 = fmul contract float %503, %1102
  store float %1109, ptr addrspace(3) %361, align 8
  %1110 = fmul contract float %502, %1102
  store float %1110, ptr addrspace(3) %363, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1111

1111: ; preds = %1060, %1320
  %1112 = phi i64 [ 0, %1060 ], [ %1321, %1320 ]
  %1113 = shl nuw nsw i64 %1112, 2
  %1114 = add nuw nsw i64 %1113, %216
  %1115 = icmp ult i64 %1114, 16
  br i1 %1115, label %1116, label %1320

1116: ; preds = %1111
  %1117 = shl nuw nsw i64 %1114, 2
  %1118 = and i64 %1117, 48
  %1119 = or i64 %1118, %229
  %1120 = shl nuw nsw i64 %1119, 6
  %1121 = or i64 %1120, %381
  %1122 = trunc i64 %1121 to i32
  %1123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1122
  %1124 = load i32, ptr addrspace(3) %1123, align 4
  %1125 = or i64 %1120, %382
  %1126 = trunc i64 %1125 to i32
  %1127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1126
  %1128 = load i32, ptr addrspace(3) %1127, align 4
  %1129 = or i64 %1120, 256
  %1130 = or i64 %1129, %381
  %1131 = trunc i64 %1130 to i32
  %1132 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1131
  %1133 = load i32, ptr addrspace(3) %1132, align 4
  %1134 = or i64 %1129, %382
  %1135 = trunc i64 %1134 to i32
  %1136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1135
  %1137 = load i32, ptr addrspace(3) %1136, align 4
  %1138 = or i64 %1120, 512
  %1139 = or i64 %1138, %381
  %1140 = trunc i64 %1139 to i32
  %1141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1140
  %1142 = load i32, ptr addrspace(3) %1141, align 4
  %1143 = or i64 %1138, %382
  %1144 = trunc i64 %1143 to i32
  %1145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1144
  %1146 = load i32, ptr addrspace(3) %1145, align 4
  %1147 = or i64 %1120, 768
  %1148 = or i64 %1147, %381
  %1149 = trunc i64 %1148 to i32
  %1150 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1149
  %1151 = load i32, ptr addrspace(3) %1150, align 4
  %1152 = or i64 %1147, %382
  %1153 = trunc i64 %1152 to i32
  %1154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1153
  %1155 = load i32, ptr addrspace(3) %1154, align 4
  %1156 = insertelement <8 x i32> poison, i32 %1124, i64 0
  %1157 = insertelement <8 x i32> %1156, i32 %1128, i64 1
  %1158 = insertelement <8 x i32> %1157, i32 %1133, i64 2
  %1159 = insertelement <8 x i32> %1158, i32 %1137, i64 3
  %1160 = insertelement <8 x i32> %1159, i32 %1142, i64 4
  %1161 = insertelement <8 x i32> %1160, i32 %1146, i64 5
  %1162 = insertelement <8 x i32> %1161, i32 %1151, i64 6
  %1163 = insertelement <8 x i32> %1162, i32 %1155, i64 7
  %1164 = or i64 %1118, %227
  %1165 = mul nuw nsw i64 %1164, 40
  %1166 = or i64 %1165, %217
  %1167 = trunc i64 %1166 to i32
  %1168 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1167
  %1169 = load half, ptr addrspace(3) %1168, align 2
  %1170 = or i64 %1165, %383
  %1171 = trunc i64 %1170 to i32
  %1172 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1171
  %1173 = load half, ptr addrspace(3) %1172, align 2
  %1174 = add nuw nsw i64 %1165, %384
  %1175 = trunc i64 %1174 to i32
  %1176 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1175
  %1177 = load half, ptr addrspace(3) %1176, align 2
  %1178 = add nuw nsw i64 %1165, %385
  %1179 = trunc i64 %1178 to i32
  %1180 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1179
  %1181 = load half, ptr addrspace(3) %1180, align 2
  %1182 = add nuw nsw i64 %1165, %386
  %1183 = trunc i64 %1182 to i32
  %1184 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1183
  %1185 = load half, ptr addrspace(3) %1184, align 2
  %1186 = add nuw nsw i64 %1165, %387
  %1187 = trunc i64 %1186 to i32
  %1188 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1187
  %1189 = load half, ptr addrspace(3) %1188, align 2
  %1190 = add nuw nsw i64 %1165, %388
  %1191 = trunc i64 %1190 to i32
  %1192 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1191
  %1193 = load half, ptr addrspace(3) %1192, align 2
  %1194 = add nuw nsw i64 %1165, %389
  %1195 = trunc i64 %1194 to i32
  %1196 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1195
  %1197 = load half, ptr addrspace(3) %1196, align 2
  %1198 = add nuw nsw i64 %1165, 320
  %1199 = or i64 %1198, %217
  %1200 = trunc i64 %1199 to i32
  %1201 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1200
  %1202 = load half, ptr addrspace(3) %1201, align 2
  %1203 = or i64 %1198, %383
  %1204 = trunc i64 %1203 to i32
  %1205 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1204
  %1206 = load half, ptr addrspace(3) %1205, align 2
  %1207 = add nuw nsw i64 %1198, %384
  %1208 = trunc i64 %1207 to i32
  %1209 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1208
  %1210 = load half, ptr addrspace(3) %1209, align 2
  %1211 = add nuw nsw i64 %1198, %385
  %1212 = trunc i64 %1211 to i32
  %1213 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1212
  %1214 = load half, ptr addrspace(3) %1213, align 2
  %1215 = add nuw nsw i64 %1198, %386
  %1216 = trunc i64 %1215 to i32
  %1217 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1216
  %1218 = load half, ptr addrspace(3) %1217, align 2
  %1219 = add nuw nsw i64 %1198, %387
  %1220 = trunc i64 %1219 to i32
  %1221 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1220
  %1222 = load half, ptr addrspace(3) %1221, align 2
  %1223 = add nuw nsw i64 %1198, %388
  %1224 = trunc i64 %1223 to i32
  %1225 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1224
  %1226 = load half, ptr addrspace(3) %1225, align 2
  %1227 = add nuw nsw i64 %1198, %389
  %1228 = trunc i64 %1227 to i32
  %1229 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1228
  %1230 = load half, ptr addrspace(3) %1229, align 2
  %1231 = insertelement <2 x half> poison, half %1169, i64 0
  %1232 = insertelement <2 x half> %1231, half %1173, i64 1
  %1233 = bitcast <2 x half> %1232 to i32
  %1234 = insertelement <2 x half> poison, half %1177, i64 0
  %1235 = insertelement <2 x half> %1234, half %1181, i64 1
  %1236 = bitcast <2 x half> %1235 to i32
  %1237 = insertelement <2 x half> poison, half %1185, i64 0
  %1238 = insertelement <2 x half> %1237, half %1189, i64 1
  %1239 = bitcast <2 x half> %1238 to i32
  %1240 = insertelement <2 x half> poison, half %1193, i64 0
  %1241 = insertelement <2 x half> %1240, half %1197, i64 1
  %1242 = bitcast <2 x half> %1241 to i32
  %1243 = insertelement <2 x half> poison, half %1202, i64 0
  %1244 = insertelement <2 x half> %1243, half %1206, i64 1
  %1245 = bitcast <2 x half> %1244 to i32
  %1246 = insertelement <2 x half> poison, half %1210, i64 0
  %1247 = insertelement <2 x half> %1246, half %1214, i64 1
  %1248 = bitcast <2 x half> %1247 to i32
  %1249 = insertelement <2 x half> poison, half %1218, i64 0
  %1250 = insertelement <2 x half> %1249, half %1222, i64 1
  %1251 = bitcast <2 x half> %1250 to i32
  %1252 = insertelement <2 x half> poison, half %1226, i64 0
  %1253 = insertelement <2 x half> %1252, half %1230, i64 1
  %1254 = bitcast <2 x half> %1253 to i32
  %1255 = insertelement <8 x i32> poison, i32 %1233, i64 0
  %1256 = insertelement <8 x i32> %1255, i32 %1236, i64 1
  %1257 = insertelement <8 x i32> %1256, i32 %1239, i64 2
  %1258 = insertelement <8 x i32> %1257, i32 %1242, i64 3
  %1259 = insertelement <8 x i32> %1258, i32 %1245, i64 4
  %1260 = insertelement <8 x i32> %1259, i32 %1248, i64 5
  %1261 = insertelement <8 x i32> %1260, i32 %1251, i64 6
  %1262 = insertelement <8 x i32> %1261, i32 %1254, i64 7
  %1263 = load half, ptr addrspace(3) %394, align 2
  %1264 = load half, ptr addrspace(3) %398, align 2
  %1265 = load half, ptr addrspace(3) %402, align 2
  %1266 = load half, ptr addrspace(3) %406, align 2
  %1267 = load half, ptr addrspace(3) %410, align 2
  %1268 = load half, ptr addrspace(3) %414, align 2
  %1269 = load half, ptr addrspace(3) %418, align 2
  %1270 = load half, ptr addrspace(3) %422, align 2
  %1271 = load half, ptr addrspace(3) %426, align 2
  %1272 = load half, ptr addrspace(3) %429, align 2
  %1273 = load half, ptr addrspace(3) %432, align 2
  %1274 = load half, ptr addrspace(3) %435, align 2
  %1275 = load half, ptr addrspace(3) %438, align 2
  %1276 = load half, ptr addrspace(3) %441, align 2
  %1277 = load half, ptr addrspace(3) %444, align 2
  %1278 = load half, ptr addrspace(3) %447, align 2
  %1279 = insertelement <2 x half> poison, half %1263, i64 0
  %1280 = insertelement <2 x half> %1279, half %1264, i64 1
  %1281 = bitcast <2 x half> %1280 to i32
  %1282 = insertelement <2 x half> poison, half %1265, i64 0
  %1283 = insertelement <2 x half> %1282, half %1266, i64 1
  %1284 = bitcast <2 x half> %1283 to i32
  %1285 = insertelement <2 x half> poison, half %1267, i64 0
  %1286 = insertelement <2 x half> %1285, half %1268, i64 1
  %1287 = bitcast <2 x half> %1286 to i32
  %1288 = insertelement <2 x half> poison, half %1269, i64 0
  %1289 = insertelement <2 x half> %1288, half %1270, i64 1
  %1290 = bitcast <2 x half> %1289 to i32
  %1291 = insertelement <2 x half> poison, half %1271, i64 0
  %1292 = insertelement <2 x half> %1291, half %1272, i64 1
  %1293 = bitcast <2 x half> %1292 to i32
  %1294 = insertelement <2 x half> poison, half %1273, i64 0
  %1295 = insertelement <2 x half> %1294, half %1274, i64 1
  %1296 = bitcast <2 x half> %1295 to i32
  %1297 = insertelement <2 x half> poison, half %1275, i64 0
  %1298 = insertelement <2 x half> %1297, half %1276, i64 1
  %1299 = bitcast <2 x half> %1298 to i32
  %1300 = insertelement <2 x half> poison, half %1277, i64 0
  %1301 = insertelement <2 x half> %1300, half %1278, i64 1
  %1302 = bitcast <2 x half> %1301 to i32
  %1303 = insertelement <8 x i32> poison, i32 %1281, i64 0
  %1304 = insertelement <8 x i32> %1303, i32 %1284, i64 1
  %1305 = insertelement <8 x i32> %1304, i32 %1287, i64 2
  %1306 = insertelement <8 x i32> %1305, i32 %1290, i64 3
  %1307 = insertelement <8 x i32> %1306, i32 %1293, i64 4
  %1308 = insertelement <8 x i32> %1307, i32 %1296, i64 5
  %1309 = insertelement <8 x i32> %1308, i32 %1299, i64 6
  %1310 = insertelement <8 x i32> %1309, i32 %1302, i64 7
  %1311 = tail call <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32> %1262, <8 x i32> %1310, <8 x i32> %1163, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1311 to <8 x float>
  %1312 = extractelement <8 x float> %bc, i64 0
  store float %1312, ptr addrspace(3) %1123, align 4
  %1313 = extractelement <8 x float> %bc, i64 1
  store float %1313, ptr addrspace(3) %1127, align 4
  %1314 = extractelement <8 x float> %bc, i64 2
  store float %1314, ptr addrspace(3) %1132, align 4
  %1315 = extractelement <8 x float> %bc, i64 3
  store float %1315, ptr addrspace(3) %1136, align 4
  %1316 = extractelement <8 x float> %bc, i64 4
  store float %1316, ptr addrspace(3) %1141, align 4
  %1317 = extractelement <8 x float> %bc, i64 5
  store float %1317, ptr addrspace(3) %1145, align 4
  %1318 = extractelement <8 x float> %bc, i64 6
  store float %1318, ptr addrspace(3) %1150, align 4
  %1319 = extractelement <8 x float> %bc, i64 7
  store float %1319, ptr addrspace(3) %1154, align 4
  br label %1320

1320: ; preds = %1116, %1111
  %1321 = add nuw nsw i64 %1112, 1
  %1322 = icmp ult i64 %1112, 3
  br i1 %1322, label %1111, label %1323

1323: ; preds = %1320
  tail call void @llvm.musa.syncthreads.lm()
  %1324 = load <8 x float>, ptr addrspace(3) %315, align 16
  %1325 = load <8 x float>, ptr addrspace(3) %324, align 16
  %1326 = load <8 x float>, ptr addrspace(3) %333, align 16
  %1327 = load <8 x float>, ptr addrspace(3) %349, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1328, label %1334

1328: ; preds = %1323
  %1329 = load float, ptr addrspace(3) %448, align 4
  %1330 = load float, ptr addrspace(3) %378, align 4
  %1331 = fmul contract float %1329, %1330
  %1332 = load float, ptr addrspace(3) %449, align 4
  %1333 = fadd contract float %1331, %1332
  store float %1333, ptr addrspace(3) %448, align 4
  br label %1334

1334: ; preds = %1328, %1323
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1335, label %1339

1335: ; preds = %1334
  %1336 = load float, ptr addrspace(3) %376, align 4
  %1337 = load float, ptr addrspace(3) %377, align 4
  %1338 = tail call float @llvm.maxnum.f32(float %1336, float %1337)
  store float %1338, ptr addrspace(3) %376, align 4
  br label %1339

1339: ; preds = %1335, %1334
  tail call void @llvm.musa.syncthreads.lm()
  store half %546, ptr addrspace(3) %40, align 16
  store half %547, ptr addrspace(3) %42, align 2
  store half %548, ptr addrspace(3) %44, align 4
  store half %549, ptr addrspace(3) %46, align 2
  store half %550, ptr addrspace(3) %48, align 8
  store half %551, ptr addrspace(3) %50, align 2
  store half %552, ptr addrspace(3) %52, align 4
  store half %553, ptr addrspace(3) %54, align 2
  store half %561, ptr addrspace(3) %77, align 16
  store half %562, ptr addrspace(3) %79, align 2
  store half %563, ptr addrspace(3) %81, align 4
  store half %564, ptr addrspace(3) %83, align 2
  store half %565, ptr addrspace(3) %85, align 8
  store half %566, ptr addrspace(3) %87, align 2
  store half %567, ptr addrspace(3) %89, align 4
  store half %568, ptr addrspace(3) %91, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1340 = extractelement <8 x float> %1324, i64 0
  %1341 = extractelement <8 x float> %1324, i64 1
  %1342 = extractelement <8 x float> %1324, i64 2
  %1343 = extractelement <8 x float> %1324, i64 3
  %1344 = extractelement <8 x float> %1324, i64 4
  %1345 = extractelement <8 x float> %1324, i64 5
  %1346 = extractelement <8 x float> %1324, i64 6
  %1347 = extractelement <8 x float> %1324, i64 7
  %1348 = extractelement <8 x float> %1325, i64 0
  %1349 = extractelement <8 x float> %1325, i64 1
  %1350 = extractelement <8 x float> %1325, i64 2
  %1351 = extractelement <8 x float> %1325, i64 3
  %1352 = extractelement <8 x float> %1325, i64 4
  %1353 = extractelement <8 x float> %1325, i64 5
  %1354 = extractelement <8 x float> %1325, i64 6
  %1355 = extractelement <8 x float> %1325, i64 7
  %1356 = extractelement <8 x float> %1326, i64 0
  %1357 = extractelement <8 x float> %1326, i64 1
  %1358 = extractelement <8 x float> %1326, i64 2
  %1359 = extractelement <8 x float> %1326, i64 3
  %1360 = extractelement <8 x float> %1326, i64 4
  %1361 = extractelement <8 x float> %1326, i64 5
  %1362 = extractelement <8 x float> %1326, i64 6
  %1363 = extractelement <8 x float> %1326, i64 7
  %1364 = extractelement <8 x float> %1327, i64 0
  %1365 = extractelement <8 x float> %1327, i64 1
  %1366 = extractelement <8 x float> %1327, i64 2
  %1367 = extractelement <8 x float> %1327, i64 3
  %1368 = extractelement <8 x float> %1327, i64 4
  %1369 = extractelement <8 x float> %1327, i64 5
  %1370 = extractelement <8 x float> %1327, i64 6
  %1371 = extractelement <8 x float> %1327, i64 7
  br i1 %538, label %501, label %._crit_edge

._crit_edge: ; preds = %1339, %104
  %1372 = phi <8 x float> [ zeroinitializer, %104 ], [ %1324, %1339 ]
  %1373 = phi <8 x float> [ zeroinitializer, %104 ], [ %1325, %1339 ]
  %1374 = phi <8 x float> [ zeroinitializer, %104 ], [ %1326, %1339 ]
  %1375 = phi <8 x float> [ zeroinitializer, %104 ], [ %1327, %1339 ]
  %1376 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1377 = load float, ptr addrspace(3) %1376, align 4
  %1378 = insertelement <8 x float> poison, float %1377, i64 0
  %1379 = shufflevector <8 x float> %1378, <8 x float> poison, <8 x i32> zeroinitializer
  %1380 = fdiv <8 x float> %1372, %1379
  %1381 = fptrunc <8 x float> %1380 to <8 x half>
  %1382 = getelementptr half, ptr addrspace(1) %3, i64 %108
  %1383 = getelementptr half, ptr addrspace(1) %1382, i64 %20
  store <8 x half> %1381, ptr addrspace(1) %1383, align 16
  %1384 = getelementptr float, ptr addrspace(3) @global_smem, i32 %57
  %1385 = load float, ptr addrspace(3) %1384, align 4
  %1386 = insertelement <8 x float> poison, float %1385, i64 0
  %1387 = shufflevector <8 x float> %1386, <8 x float> poison, <8 x i32> zeroinitializer
  %1388 = fdiv <8 x float> %1373, %1387
  %1389 = fptrunc <8 x float> %1388 to <8 x half>
  %1390 = getelementptr half, ptr addrspace(1) %3, i64 %114
  %1391 = getelementptr half, ptr addrspace(1) %1390, i64 %20
  store <8 x half> %1389, ptr addrspace(1) %1391, align 16
  %1392 = getelementptr float, ptr addrspace(3) @global_smem, i32 %120
  %1393 = load float, ptr addrspace(3) %1392, align 4
  %1394 = insertelement <8 x float> poison, float %1393, i64 0
  %1395 = shufflevector <8 x float> %1394, <8 x float> poison, <8 x i32> zeroinitializer
  %1396 = fdiv <8 x float> %1374, %1395
  %1397 = fptrunc <8 x float> %1396 to <8 x half>
  %1398 = getelementptr half, ptr addrspace(1) %3, i64 %123
  %1399 = getelementptr half, ptr addrspace(1) %1398, i64 %20
  store <8 x half> %1397, ptr addrspace(1) %1399, align 16
  %1400 = getelementptr float, ptr addrspace(3) @global_smem, i32 %132
  %1401 = load float, ptr addrspace(3) %1400, align 4
  %1402 = insertelement <8 x float> poison, float %1401, i64 0
  %1403 = shufflevector <8 x float> %1402, <8 x float> poison, <8 x i32> zeroinitializer
  %1404 = fdiv <8 x float> %1375, %1403
  %1405 = fptrunc <8 x float> %1404 to <8 x half>
  %1406 = getelementptr half, ptr addrspace(1) %3, i64 %135
  %1407 = getelementptr half, ptr addrspace(1) %1406, i64 %20
  store <8 x half> %1405, ptr addrspace(1) %1407, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
